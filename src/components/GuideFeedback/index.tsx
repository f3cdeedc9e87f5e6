import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import useBaseUrl from '@docusaurus/useBaseUrl';
import PageFeedback from '@site/src/components/PageFeedback';
import QuestionForm from '@site/src/components/QuestionForm';
import {CONTACT} from '@site/site.areas';
import styles from './styles.module.css';

/**
 * The end of every guide: "Was this page helpful?", then a question for the
 * PayNow Docs team in a disclosure (a `<details>`, which opens without
 * JavaScript). The contact page holds the question form in its text, so
 * there it is not repeated.
 */
export default function GuideFeedback(): ReactNode {
  const {metadata} = useDoc();
  const contact = useBaseUrl(CONTACT.to);
  const onContactPage = metadata.permalink.replace(/\/$/, '') === contact;
  return (
    <div className={styles.box} data-search-exclude>
      <PageFeedback />
      {!onContactPage && (
        <details className={styles.ask}>
          <summary>
            <Translate
              id="guideFeedback.ask"
              description="Opens the question form at the end of a guide">
              Send your question to the PayNow Docs team
            </Translate>
          </summary>
          <QuestionForm />
        </details>
      )}
    </div>
  );
}
