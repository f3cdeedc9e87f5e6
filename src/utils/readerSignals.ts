/**
 * The reader's side of reader signals: where the page widget and the
 * question form post (`packages/reader-signals/contract.ts`), what they
 * carry besides the reader's words (the locale and the page), and one
 * sender that posts JSON and says how it went.
 */
import {useCallback, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  FEEDBACK_PATH,
  LOCALES,
  type FeedbackAnswer,
  type Locale,
  type QuestionSignal,
  type RatingSignal,
} from '@paynow-docs/reader-signals/contract';

/** What went wrong with a post, in the words the reader is shown. */
export type SendFailure =
  /** No answer: offline, or the request was cut. */
  | 'network'
  /** 429: too many messages from here in a short time. */
  | 'rate-limited'
  /** 503: the store is down or switched off. */
  | 'unavailable'
  /** Any other refusal (400, 413…): the message itself. */
  | 'rejected';

export type SendState =
  | {status: 'idle'}
  | {status: 'sending'}
  | {status: 'sent'}
  | {status: 'failed'; failure: SendFailure};

/**
 * The hidden fields of every form: the endpoint (one for both locales,
 * under the site's own base URL, not the locale's), the locale being read
 * and the page's path (base URL included, as the contract asks).
 */
export function useSignalContext(): {
  action: string;
  locale: Locale;
  page: string;
} {
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const siteBaseUrl = i18n.localeConfigs[i18n.defaultLocale]!.baseUrl;
  const locale = i18n.currentLocale;
  if (!(LOCALES as readonly string[]).includes(locale)) {
    throw new Error(
      `Reader signals know the locales ${LOCALES.join(', ')}, not ${locale}: add it to packages/reader-signals/contract.ts`,
    );
  }
  return {
    action: `${siteBaseUrl}${FEEDBACK_PATH}`,
    locale: locale as Locale,
    page: pathname,
  };
}

/** The failure an HTTP status means. */
export function failureOf(status: number): SendFailure {
  if (status === 429) return 'rate-limited';
  if (status === 503) return 'unavailable';
  return 'rejected';
}

/**
 * Posts a signal as JSON (the enhanced path of a form) and keeps its state;
 * `retry()` posts the last signal again. A failure never throws: it becomes
 * the state the reader is shown.
 */
export function useSignalSender(action: string): {
  state: SendState;
  send(signal: RatingSignal | QuestionSignal): void;
  retry(): void;
  /** Back to a blank form (another question after one was sent). */
  reset(): void;
} {
  const [state, setState] = useState<SendState>({status: 'idle'});
  const last = useRef<RatingSignal | QuestionSignal | null>(null);
  const post = useCallback(
    async (signal: RatingSignal | QuestionSignal) => {
      last.current = signal;
      setState({status: 'sending'});
      let response: Response;
      try {
        response = await fetch(action, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'application/json',
          },
          body: JSON.stringify(signal),
          credentials: 'omit',
        });
      } catch {
        setState({status: 'failed', failure: 'network'});
        return;
      }
      if (!response.ok) {
        setState({status: 'failed', failure: failureOf(response.status)});
        return;
      }
      const answer = (await response
        .json()
        .catch(() => null)) as FeedbackAnswer | null;
      setState(
        answer?.ok
          ? {status: 'sent'}
          : {status: 'failed', failure: failureOf(response.status)},
      );
    },
    [action],
  );
  return {
    state,
    send: (signal) => void post(signal),
    retry: () => {
      if (last.current) void post(last.current);
    },
    reset: () => setState({status: 'idle'}),
  };
}
