import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {SendFailure, SendState} from '@site/src/utils/readerSignals';
import styles from './styles.module.css';

/** What the reader is told when a message could not be sent, and what to do. */
function FailureMessage({failure}: {failure: SendFailure}): ReactNode {
  switch (failure) {
    case 'rate-limited':
      return translate({
        id: 'readerSignals.failure.rateLimited',
        message:
          'Too many messages were sent from here in a short time. Wait a few minutes, then try again.',
        description:
          'A message was refused: too many from this reader in a short time (HTTP 429)',
      });
    case 'unavailable':
      return translate({
        id: 'readerSignals.failure.unavailable',
        message:
          'The PayNow Docs team cannot receive messages right now. Please try again later.',
        description:
          'A message was refused: the server cannot take messages now (HTTP 503)',
      });
    case 'rejected':
      return translate({
        id: 'readerSignals.failure.rejected',
        message:
          'This message could not be accepted. Check it, shorten it if it is long, and try again.',
        description: 'A message was refused as it is (HTTP 400, 413…)',
      });
    case 'network':
      return translate({
        id: 'readerSignals.failure.network',
        message:
          'Your message could not be sent. Check your connection and try again.',
        description:
          'A message could not reach the server (offline, cut connection)',
      });
  }
}

/**
 * The live status of a form being sent: "Sending…", or what went wrong with
 * a Try again button. The region is always there, so a screen reader
 * announces each change.
 */
export default function SendStatus({
  state,
  onRetry,
}: {
  state: SendState;
  onRetry(): void;
}): ReactNode {
  return (
    <div className={styles.status} role="status" aria-live="polite">
      {state.status === 'sending' && (
        <p className={styles.sending}>
          <Translate
            id="readerSignals.sending"
            description="Shown while a rating or question is being sent">
            Sending…
          </Translate>
        </p>
      )}
      {state.status === 'failed' && (
        <div className={styles.failure}>
          <p>
            <FailureMessage failure={state.failure} />
          </p>
          <button
            type="button"
            className="button button--secondary button--sm"
            onClick={onRetry}>
            <Translate
              id="readerSignals.retry"
              description="Sends a message again after it failed">
              Try again
            </Translate>
          </button>
        </div>
      )}
    </div>
  );
}
