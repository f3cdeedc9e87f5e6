import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate from '@docusaurus/Translate';
import {LIMITS, PRIVACY_PATH} from '@paynow-docs/reader-signals/contract';
import styles from './styles.module.css';

/**
 * The short notice at collection beside each form: what is kept, why, for
 * how long, and a link to the whole notice (`src/pages/feedback/privacy`).
 */
export default function PrivacyNotice({
  kind,
}: {
  kind: 'rating' | 'question';
}): ReactNode {
  const link = (
    <Link to={`/${PRIVACY_PATH}`}>
      <Translate
        id="privacyNotice.link"
        description="Link from a form's short privacy notice to the whole notice">
        Privacy notice
      </Translate>
    </Link>
  );
  const values = {days: LIMITS.retentionDays, link};
  return (
    <p className={styles.notice}>
      {kind === 'question' ? (
        <Translate
          id="privacyNotice.question"
          description="Short privacy notice under the question form; {days} is the retention period, {link} the notice's page"
          values={values}>
          {
            'Please leave personal details out of your question: e-mail addresses and phone numbers in it are removed. We keep your question, this page and its language for {days} days, to answer questions and improve these pages, and no cookie, identifier or IP address. {link}'
          }
        </Translate>
      ) : (
        <Translate
          id="privacyNotice.rating"
          description="Short privacy notice under the page rating's comment; {days} is the retention period, {link} the notice's page"
          values={values}>
          {
            'Please leave personal details out of your comment: e-mail addresses and phone numbers in it are removed. We keep your answer, this page and its language for {days} days, to improve these pages, and no cookie, identifier or IP address. {link}'
          }
        </Translate>
      )}
    </p>
  );
}
