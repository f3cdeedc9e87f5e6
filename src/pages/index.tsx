import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import SearchField from '@site/src/components/SearchField';
import TaskList, {type Task} from '@site/src/components/TaskList';
import ReaderPaths, {type ReaderPath} from '@site/src/components/ReaderPaths';
import {AREAS, type AreaKey} from '@site/site.areas';
import styles from './index.module.css';

/**
 * Navigation-only text (the task list and the reader paths): the search
 * indexer skips elements with this attribute, so a search finds the guides
 * themselves rather than the home page's links to them.
 */
const SEARCH_SKIP = {'data-search-exclude': ''};

/** The most common tasks, each linked to the section of the guide that does it. */
function tasks(): Task[] {
  return [
    {
      label: translate({id: 'homepage.task.refund', message: 'Refund a buyer'}),
      to: '/docs/payment-admin/seller#refund',
    },
    {
      label: translate({
        id: 'homepage.task.capture',
        message: 'Capture transactions',
      }),
      to: '/docs/payment-admin/seller#capture',
    },
    {
      label: translate({
        id: 'homepage.task.atmRefund',
        message: 'Get an ATM refund (buyers)',
      }),
      to: '/docs/payment-admin/refund',
    },
    {
      label: translate({
        id: 'homepage.task.printLabels',
        message: 'Print convenience-store labels',
      }),
      to: '/docs/logistics-admin/print-tag#batch-print-labels',
    },
    {
      label: translate({
        id: 'homepage.task.shipFromCart',
        message: 'Ship an order from the one-page cart',
      }),
      to: '/docs/payment-service/online-payment/landing-page#print-label',
    },
    {
      label: translate({
        id: 'homepage.task.issueInvoice',
        message: 'Issue an e-invoice',
      }),
      to: '/docs/invoice-admin/generation#issue-a-single-invoice',
    },
    {
      label: translate({
        id: 'homepage.task.voidInvoice',
        message: 'Void an e-invoice',
      }),
      to: '/docs/invoice-admin/inquiry#void-an-invoice',
    },
    {
      label: translate({
        id: 'homepage.task.applePay',
        message: 'Set up Apple Pay',
      }),
      to: '/docs/payment-service/mobile-payment/apple-pay#integrate-apple-pay-through-paynow',
    },
    {
      label: translate({
        id: 'homepage.task.icashPay',
        message: 'Register for icash Pay',
      }),
      to: '/docs/payment-service/mobile-payment/icash-pay#register-as-an-icash-pay-merchant',
    },
    {
      label: translate({
        id: 'homepage.task.shopify',
        message: 'Connect a Shopify store',
      }),
      to: '/docs/payment-service/online-payment/shopify#install-the-paynow-payment-gateway',
    },
  ];
}

/** Every area's name in this locale (docusaurus.config.ts `customFields.areas`, from site.areas.ts). */
type AreaLabels = Record<AreaKey, string>;

/** Where sellers, buyers and developers start; each area once. */
function readerPaths(areas: AreaLabels): ReaderPath[] {
  return [
    {
      reader: translate({id: 'homepage.reader.sellers', message: 'Sellers'}),
      summary: translate({
        id: 'homepage.reader.sellers.summary',
        message:
          'Take payments with PayNow, then manage them, ship orders and issue invoices in the back offices.',
      }),
      links: [
        {label: areas.paymentService, to: AREAS.paymentService.to},
        {label: areas.paymentAdmin, to: AREAS.paymentAdmin.to},
        {label: areas.logisticsAdmin, to: AREAS.logisticsAdmin.to},
        {label: areas.invoiceAdmin, to: AREAS.invoiceAdmin.to},
        {
          label: translate({
            id: 'homepage.area.merchantFlows',
            message: 'Merchant flows',
          }),
          to: '/docs/important-information/seller',
        },
      ],
    },
    {
      reader: translate({id: 'homepage.reader.buyers', message: 'Buyers'}),
      summary: translate({
        id: 'homepage.reader.buyers.summary',
        message:
          'Paid a shop through PayNow? See how your payment and refund move, and what you can do in the back office.',
      }),
      links: [
        {
          label: translate({
            id: 'homepage.area.buyerFlows',
            message: 'Buyer flows',
          }),
          to: '/docs/important-information/buyer',
        },
        {
          label: translate({
            id: 'homepage.area.buyerFunctions',
            message: 'Buyer functions in the payment back office',
          }),
          to: '/docs/payment-admin/#buyer-functions',
        },
      ],
    },
    {
      reader: translate({
        id: 'homepage.reader.developers',
        message: 'Developers',
      }),
      summary: translate({
        id: 'homepage.reader.developers.summary',
        message:
          "Integrate PayNow: download PayNow's API specifications, and see a sample REST API reference with request samples in seven languages.",
      }),
      // PayNow's own API documents first; the Pet Store reference only shows the layout.
      links: [
        {label: areas.apiDocuments, to: AREAS.apiDocuments.to},
        {
          label: translate(
            {
              id: 'homepage.area.apiReference.sample',
              message: '{area} (sample)',
              description:
                'The home page link to the sample Pet Store API reference; {area} is its name',
            },
            {area: areas.apiReference},
          ),
          to: AREAS.apiReference.to,
        },
      ],
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
      {/* The hero inside <main>: a <header> outside it would be a second
          banner landmark beside the announcement bar. */}
      <main>
        <header className={styles.hero}>
          <div className="container">
            <Heading as="h1" className={styles.title}>
              {siteConfig.title}
            </Heading>
            <p className={styles.tagline}>{siteConfig.tagline}</p>
            <SearchField className={styles.search} />
          </div>
        </header>
        <div className="container margin-vert--lg">
          <section
            className={styles.section}
            aria-labelledby="tasks"
            {...SEARCH_SKIP}>
            <Heading as="h2" id="tasks" className={styles.heading}>
              <Translate id="homepage.tasks.title">
                What do you want to do?
              </Translate>
            </Heading>
            <TaskList tasks={tasks()} />
          </section>
          <section
            className={styles.section}
            aria-labelledby="readers"
            {...SEARCH_SKIP}>
            <Heading as="h2" id="readers" className={styles.heading}>
              <Translate id="homepage.readers.title">
                Guides by reader
              </Translate>
            </Heading>
            <ReaderPaths
              paths={readerPaths(siteConfig.customFields!.areas as AreaLabels)}
            />
            <p className={styles.more}>
              <Translate
                id="homepage.more"
                values={{
                  overview: (
                    <Link to="/docs/">
                      <Translate id="homepage.more.overview">
                        the guides on one page
                      </Translate>
                    </Link>
                  ),
                  flows: (
                    <Link to={AREAS.importantInformation.to}>
                      <Translate id="homepage.more.flows">
                        the process flow charts
                      </Translate>
                    </Link>
                  ),
                  releaseNotes: (
                    <Link to={AREAS.releaseNotes.to}>
                      <Translate id="homepage.more.releaseNotes">
                        what changed
                      </Translate>
                    </Link>
                  ),
                }}>
                {'Also: {overview}, {flows} and {releaseNotes}.'}
              </Translate>
            </p>
          </section>
        </div>
      </main>
    </Layout>
  );
}
