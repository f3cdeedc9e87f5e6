import {useId, useRef, useState, type FormEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import {
  LIMITS,
  type QuestionSignal,
} from '@paynow-docs/reader-signals/contract';
import SendStatus from '@site/src/components/SendStatus';
import SignalForm from '@site/src/components/SignalForm';
import PrivacyNotice from '@site/src/components/PrivacyNotice';
import {useEnhanced} from '@site/src/utils/useEnhanced';
import {useFocusOnMount} from '@site/src/utils/useFocusOnMount';
import {useSignalContext, useSignalSender} from '@site/src/utils/readerSignals';
import styles from './styles.module.css';

export interface QuestionFormProps {
  /** The open point the question is about (its id in the register of facts). */
  readonly point?: string;
}

/** A problem the form finds before sending, shown under its field. */
type Problem = 'empty' | 'consent';

function Sent({onAgain}: {onAgain(): void}): ReactNode {
  const ref = useFocusOnMount<HTMLParagraphElement>();
  return (
    <div className={styles.sent}>
      <p ref={ref} tabIndex={-1} className={styles.thanks}>
        <Translate
          id="questionForm.sent"
          description="Shown in place of the question form once the question was sent">
          Thank you. Your question reached the PayNow Docs team.
        </Translate>
      </p>
      <button
        type="button"
        className="button button--secondary button--sm"
        onClick={onAgain}>
        <Translate
          id="questionForm.again"
          description="After a question was sent: shows the form again, empty">
          Ask another question
        </Translate>
      </button>
    </div>
  );
}

/**
 * A question for the PayNow Docs team, from a page or one open point of it:
 * a plain form that posts to the feedback endpoint without JavaScript (the
 * server answers 303 to the thank-you page), sent in place with it. A reply
 * address is kept only with its own consent tick.
 */
export default function QuestionForm({point}: QuestionFormProps): ReactNode {
  const {action, locale, page} = useSignalContext();
  const {state, send, retry, reset} = useSignalSender(action);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const textRef = useRef<HTMLTextAreaElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const formRef = useEnhanced<HTMLFormElement>();

  if (state.status === 'sent') return <Sent onAgain={reset} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.status === 'sending') return;
    const data = new FormData(event.currentTarget);
    const text = String(data.get('text') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const consent = data.get('consent') === 'on';
    if (text === '') {
      setProblem('empty');
      textRef.current?.focus();
      return;
    }
    if (email !== '' && !consent) {
      setProblem('consent');
      consentRef.current?.focus();
      return;
    }
    setProblem(null);
    const signal: QuestionSignal = {kind: 'question', locale, page, text};
    if (point) signal.point = point;
    if (email !== '') {
      signal.email = email;
      signal.consent = true;
    }
    send(signal);
  };

  const field = (name: string) => `${id}-${name}`;
  return (
    <SignalForm
      kind="question"
      ref={formRef}
      className={styles.form}
      onSubmit={onSubmit}
      data-search-exclude>
      {point && <input type="hidden" name="point" value={point} />}
      <div className={styles.field}>
        <label htmlFor={field('text')}>
          <Translate
            id="questionForm.text"
            description="Label of the question's text field">
            Your question
          </Translate>
        </label>
        <textarea
          ref={textRef}
          id={field('text')}
          name="text"
          rows={4}
          required
          maxLength={LIMITS.text}
          aria-invalid={problem === 'empty' || undefined}
          aria-describedby={
            problem === 'empty' ? field('text-problem') : undefined
          }
        />
        {problem === 'empty' && (
          <p id={field('text-problem')} className={styles.problem}>
            <Translate
              id="questionForm.problem.empty"
              description="The question form was sent with no question">
              Write your question first.
            </Translate>
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={field('email')}>
          <Translate
            id="questionForm.email"
            description="Label of the optional reply address field">
            Reply e-mail (optional)
          </Translate>
        </label>
        <input
          id={field('email')}
          type="email"
          name="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          aria-describedby={field('email-hint')}
        />
        <p id={field('email-hint')} className={styles.hint}>
          <Translate
            id="questionForm.email.hint"
            description="Under the reply address field: the address needs the consent tick">
            We keep this address only if you tick the box below.
          </Translate>
        </p>
      </div>
      <div className={clsx(styles.field, styles.consent)}>
        <input
          ref={consentRef}
          id={field('consent')}
          type="checkbox"
          name="consent"
          value="on"
          aria-invalid={problem === 'consent' || undefined}
          aria-describedby={
            problem === 'consent' ? field('consent-problem') : undefined
          }
        />
        <label htmlFor={field('consent')}>
          <Translate
            id="questionForm.consent"
            description="The consent tick for keeping the reply address">
            Keep my e-mail address so the PayNow Docs team can reply to me
          </Translate>
        </label>
        {problem === 'consent' && (
          <p id={field('consent-problem')} className={styles.problem}>
            <Translate
              id="questionForm.problem.consent"
              description="A reply address was given without the consent tick">
              To get a reply, tick this box so we may keep your address, or
              clear the address.
            </Translate>
          </p>
        )}
      </div>
      <PrivacyNotice kind="question" />
      <button
        type="submit"
        className="button button--primary"
        aria-disabled={state.status === 'sending' || undefined}>
        <Translate
          id="questionForm.submit"
          description="Sends the question to the PayNow Docs team">
          Send question
        </Translate>
      </button>
      <SendStatus state={state} onRetry={retry} />
    </SignalForm>
  );
}
