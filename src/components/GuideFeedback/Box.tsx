import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import PageFeedback from '@site/src/components/PageFeedback';
import QuestionForm from '@site/src/components/QuestionForm/Form';
import styles from './styles.module.css';

export interface BoxProps {
  /** Whether to offer the question form (not where the page holds one). */
  readonly ask: boolean;
}

/**
 * "Was this page helpful?", then a question for the PayNow Docs team in a
 * disclosure (a `<details>`, which opens without JavaScript).
 */
export default function Box({ask}: BoxProps): ReactNode {
  return (
    <>
      <PageFeedback />
      {ask && (
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
    </>
  );
}
