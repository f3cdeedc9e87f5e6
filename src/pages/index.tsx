import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeCards, {type HomeCard} from '@site/src/components/HomeCards';
import styles from './index.module.css';

/** The home page cards: the site's areas, in reading order. */
function areas(): HomeCard[] {
  return [
    {
      title: translate({
        id: 'homepage.area.paymentService.title',
        message: 'Payment service',
      }),
      to: '/docs/payment-service/',
      description: translate({
        id: 'homepage.area.paymentService.description',
        message:
          'Online payment (mPOS card reader, ticket system, Shopify, one-page cart) and mobile payment (Apple Pay, icash Pay).',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.paymentAdmin.title',
        message: 'Payment back office',
      }),
      to: '/docs/payment-admin/',
      description: translate({
        id: 'homepage.area.paymentAdmin.description',
        message:
          'Query transactions, capture payments, refund buyers, reconcile your account and change your merchant settings.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.logisticsAdmin.title',
        message: 'Logistics back office',
      }),
      to: '/docs/logistics-admin/',
      description: translate({
        id: 'homepage.area.logisticsAdmin.description',
        message:
          'Manage stores, branches and staff, create convenience-store shipping orders and print labels in batches.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.invoiceAdmin.title',
        message: 'Invoice back office',
      }),
      to: '/docs/invoice-admin/',
      description: translate({
        id: 'homepage.area.invoiceAdmin.description',
        message:
          'Issue e-invoices one by one or in batches, look them up, void them and manage invoice number tracks.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.importantInformation.title',
        message: 'Important information',
      }),
      to: '/docs/important-information/',
      description: translate({
        id: 'homepage.area.importantInformation.description',
        message:
          'How a transaction, a capture, a refund and a bill move between buyer, seller and PayNow, as flow charts.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.apiReference.title',
        message: 'API technical documents',
      }),
      to: '/docs/api-reference/',
      description: translate({
        id: 'homepage.area.apiReference.description',
        message:
          'The specifications developers need to integrate PayNow payment, logistics and e-invoice APIs.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.api.title',
        message: 'API reference',
      }),
      to: '/api',
      description: translate({
        id: 'homepage.area.api.description',
        message:
          'A sample REST API reference: every operation with its parameters, responses and request samples in seven languages.',
      }),
    },
    {
      title: translate({
        id: 'homepage.area.releaseNote.title',
        message: 'Release notes',
      }),
      to: '/release-note',
      description: translate({
        id: 'homepage.area.releaseNote.description',
        message: 'What changed in each version of this documentation site.',
      }),
    },
  ];
}

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout
      description={translate({
        id: 'homepage.description',
        message:
          "Guides for merchants, buyers and developers using PayNow's payment, logistics and e-invoice services.",
        description: 'The meta description of the home page',
      })}>
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomeCards cards={areas()} />
      </main>
    </Layout>
  );
}
