import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import {PRIVACY_PATH} from '@paynow-docs/reader-signals/contract';
import {CONTACT, START_HERE, localized} from '@site/site.areas';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import type {Locale} from '@site/site.settings';
import styles from './styles.module.css';

/**
 * Where a rating or question sent without JavaScript lands: the server
 * answers the form's POST with 303 to this page, in the reader's locale
 * (`THANKS_PATH` of packages/reader-signals/contract.ts). With JavaScript
 * the forms say thanks in place.
 */
export default function FeedbackThanks(): ReactNode {
  const {i18n} = useDocusaurusContext();
  const locale = i18n.currentLocale as Locale;
  const title = translate({
    id: 'feedbackThanks.title',
    message: 'Thank you',
    description:
      'Title of the page shown after a rating or question was sent without JavaScript',
  });
  return (
    <Layout
      title={title}
      description={translate({
        id: 'feedbackThanks.description',
        message: 'Your message reached the PayNow Docs team.',
        description: 'Meta description of the thank-you page',
      })}>
      <Head>
        <meta name="robots" content="noindex" />
      </Head>
      <main className={styles.page}>
        <Heading as="h1">{title}</Heading>
        <p>
          <Translate
            id="feedbackThanks.lead"
            description="The thank-you page's first line">
            Your message reached the PayNow Docs team. Use your browser’s Back
            button to return to the page you were reading.
          </Translate>
        </p>
        <ul>
          <li>
            <Link to={START_HERE.to}>{localized(START_HERE, locale)}</Link>
          </li>
          <li>
            <Link to={CONTACT.to}>{localized(CONTACT, locale)}</Link>
          </li>
          <li>
            <Link to={`/${PRIVACY_PATH}`}>
              <Translate id="privacyNotice.link">Privacy notice</Translate>
            </Link>
          </li>
        </ul>
      </main>
    </Layout>
  );
}
