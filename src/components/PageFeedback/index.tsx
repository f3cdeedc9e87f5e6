import {useId, useState, type FormEvent, type ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {
  LIMITS,
  REASONS,
  type RatingSignal,
  type Reason,
} from '@paynow-docs/reader-signals/contract';
import SendStatus from '@site/src/components/SendStatus';
import SignalForm from '@site/src/components/SignalForm';
import PrivacyNotice from '@site/src/components/PrivacyNotice';
import {useEnhanced} from '@site/src/utils/useEnhanced';
import {useFocusOnMount} from '@site/src/utils/useFocusOnMount';
import {useSignalContext, useSignalSender} from '@site/src/utils/readerSignals';
import styles from './styles.module.css';

/** Each reason of the contract as the reader reads it. */
function ReasonLabel({reason}: {reason: Reason}): ReactNode {
  switch (reason) {
    case 'incorrect':
      return translate({
        id: 'pageFeedback.reason.incorrect',
        message: 'Something on it is wrong',
        description: 'A reason a page did not help: it says something wrong',
      });
    case 'unclear':
      return translate({
        id: 'pageFeedback.reason.unclear',
        message: 'It is hard to understand',
        description: 'A reason a page did not help: it is hard to follow',
      });
    case 'missing':
      return translate({
        id: 'pageFeedback.reason.missing',
        message: 'The answer I need is missing',
        description: 'A reason a page did not help: the answer is not there',
      });
    case 'other':
      return translate({
        id: 'pageFeedback.reason.other',
        message: 'Something else',
        description: 'A reason a page did not help: another one',
      });
  }
}

function Thanks(): ReactNode {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <p ref={ref} tabIndex={-1} className={styles.thanks}>
      <Translate
        id="pageFeedback.thanks"
        description="Shown in place of the page rating once it was sent">
        Thank you. Your answer reached the PayNow Docs team.
      </Translate>
    </p>
  );
}

/** The second step, after Yes or No: an optional reason (after No) and comment, then Send. */
function Details({
  helpful,
  onSubmit,
  children,
}: {
  helpful: boolean;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}): ReactNode {
  const id = useId();
  const leadRef = useFocusOnMount<HTMLParagraphElement>();
  return (
    <SignalForm kind="rating" onSubmit={onSubmit}>
      <input type="hidden" name="helpful" value={helpful ? 'yes' : 'no'} />
      <p ref={leadRef} tabIndex={-1} className={styles.lead}>
        {helpful ? (
          <Translate
            id="pageFeedback.lead.yes"
            description="After Yes: the comment is optional, Send passes the answer on">
            Glad it helped. Add a comment if you like, then send your answer.
          </Translate>
        ) : (
          <Translate
            id="pageFeedback.lead.no"
            description="After No: the reason and comment are optional, Send passes the answer on">
            Sorry it did not help. Choose a reason and add a comment if you
            like, then send your answer.
          </Translate>
        )}
      </p>
      {!helpful && (
        <fieldset className={styles.reasons}>
          <legend>
            <Translate
              id="pageFeedback.reason.legend"
              description="Legend of the optional reasons after No">
              What was the problem? (optional)
            </Translate>
          </legend>
          {REASONS.map((reason) => (
            <div key={reason} className={styles.reason}>
              <input
                type="radio"
                id={`${id}-${reason}`}
                name="reason"
                value={reason}
              />
              <label htmlFor={`${id}-${reason}`}>
                <ReasonLabel reason={reason} />
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <div className={styles.comment}>
        <label htmlFor={`${id}-text`}>
          <Translate
            id="pageFeedback.text"
            description="Label of the optional comment of a page rating">
            Comment (optional)
          </Translate>
        </label>
        <textarea
          id={`${id}-text`}
          name="text"
          rows={3}
          maxLength={LIMITS.text}
        />
      </div>
      <PrivacyNotice kind="rating" />
      {children}
    </SignalForm>
  );
}

/**
 * "Was this page helpful?" at the end of a guide. Without JavaScript, Yes
 * and No are submit buttons of a plain form: the server records the answer
 * and answers 303 to the thank-you page. With it, Yes or No leads to an
 * optional reason and comment, sent in place as JSON.
 */
export default function PageFeedback(): ReactNode {
  const {action, locale, page} = useSignalContext();
  const {state, send, retry} = useSignalSender(action);
  const [helpful, setHelpful] = useState<boolean | null>(null);
  const ref = useEnhanced<HTMLDivElement>();

  const onAnswer = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setHelpful(submitter?.getAttribute('value') === 'yes');
  };

  const onSend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (helpful === null || state.status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const signal: RatingSignal = {kind: 'rating', locale, page, helpful};
    const reason = data.get('reason');
    if (typeof reason === 'string' && reason !== '') {
      signal.reason = reason as Reason;
    }
    const text = String(data.get('text') ?? '').trim();
    if (text !== '') signal.text = text;
    send(signal);
  };

  return (
    <div ref={ref} className={styles.feedback}>
      {state.status === 'sent' ? (
        <Thanks />
      ) : helpful === null ? (
        <SignalForm kind="rating" onSubmit={onAnswer}>
          <fieldset className={styles.question}>
            <legend className={styles.legend}>
              <Translate
                id="pageFeedback.question"
                description="The question at the end of every guide">
                Was this page helpful?
              </Translate>
            </legend>
            <div className={styles.answers}>
              <button
                type="submit"
                name="helpful"
                value="yes"
                className="button button--outline button--primary">
                <Translate
                  id="pageFeedback.yes"
                  description="Answer to 'Was this page helpful?'">
                  Yes
                </Translate>
              </button>
              <button
                type="submit"
                name="helpful"
                value="no"
                className="button button--outline button--primary">
                <Translate
                  id="pageFeedback.no"
                  description="Answer to 'Was this page helpful?'">
                  No
                </Translate>
              </button>
            </div>
          </fieldset>
        </SignalForm>
      ) : (
        <Details helpful={helpful} onSubmit={onSend}>
          <button type="submit" className="button button--primary">
            <Translate
              id="pageFeedback.send"
              description="Sends the page rating with its optional reason and comment">
              Send answer
            </Translate>
          </button>
          <SendStatus state={state} onRetry={retry} />
        </Details>
      )}
    </div>
  );
}
