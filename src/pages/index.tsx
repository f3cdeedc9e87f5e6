import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomeCards, {type HomeCard} from '@site/src/components/HomeCards';
import styles from './index.module.css';

const AREAS: HomeCard[] = [
  {
    title: 'Payment service',
    to: '/docs/payment-service/',
    description:
      'Online payment (mPOS card reader, ticket system, Shopify, one-page cart) and mobile payment (Apple Pay, icash Pay).',
  },
  {
    title: 'Payment back office',
    to: '/docs/payment-admin/',
    description:
      'Query transactions, capture payments, refund buyers, reconcile your account and change your merchant settings.',
  },
  {
    title: 'Logistics back office',
    to: '/docs/logistics-admin/',
    description:
      'Manage stores, branches and staff, create convenience-store shipping orders and print labels in batches.',
  },
  {
    title: 'Invoice back office',
    to: '/docs/invoice-admin/',
    description:
      'Issue e-invoices one by one or in batches, look them up, void them and manage invoice number tracks.',
  },
  {
    title: 'Important information',
    to: '/docs/important-information/',
    description:
      'How a transaction, a capture, a refund and a bill move between buyer, seller and PayNow, as flow charts.',
  },
  {
    title: 'API technical documents',
    to: '/docs/api-reference/',
    description:
      'The specifications developers need to integrate PayNow payment, logistics and e-invoice APIs.',
  },
  {
    title: 'API reference',
    to: '/api',
    description:
      'A sample REST API reference: every operation with its parameters, responses and request samples in seven languages.',
  },
  {
    title: 'Release notes',
    to: '/release-note',
    description: 'What changed in each version of this documentation site.',
  },
];

export default function Home(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  return (
    <Layout description="Guides for merchants, buyers and developers using PayNow's payment, logistics and e-invoice services.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1" className={styles.title}>
            {siteConfig.title}
          </Heading>
          <p className={styles.tagline}>{siteConfig.tagline}</p>
        </div>
      </header>
      <main className="container margin-vert--lg">
        <HomeCards cards={AREAS} />
      </main>
    </Layout>
  );
}
