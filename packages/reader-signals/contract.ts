/**
 * What a reader may post to `POST <baseUrl>feedback`, and what the site
 * answers: the one contract between the reader's side (the page widget, the
 * question form, the search dialog) and the handler both engines run.
 * Pure data, no Node or DOM API: the browser bundle, the Worker and the Node
 * server import it alike.
 */

/** The endpoint, relative to the site's base URL (one for both locales: the locale is a field). */
export const FEEDBACK_PATH = 'feedback';

/** The thank-you page a plain form POST is sent to (303), relative to the locale's base URL. */
export const THANKS_PATH = 'feedback/thanks';

/** The privacy notice of reader signals, relative to the locale's base URL. */
export const PRIVACY_PATH = 'feedback/privacy';

export const LOCALES = ['en', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

/** Why a page did not help: a short list, the reader picks one or none. */
export const REASONS = ['incorrect', 'unclear', 'missing', 'other'] as const;
export type Reason = (typeof REASONS)[number];

/** Limits of what is accepted (characters, counted as UTF-16 code units). */
export const LIMITS = {
  /** The whole request body, in bytes: larger gets 413. */
  bodyBytes: 8 * 1024,
  /** Free text of a rating or a question. */
  text: 2000,
  /** A zero-result query. */
  query: 200,
  /** A page path (`/paynow-guideline/docs/...`). */
  page: 300,
  /** An open point's id. */
  point: 100,
  /** A reply e-mail address. */
  email: 254,
  /** Days a record is kept before the purge deletes it. */
  retentionDays: 90,
  /**
   * Posts one client address may make per window (counted under a hash of
   * the address and a salt that changes daily, never the address): more get 429.
   */
  postsPerWindow: 30,
  /** The rate limit's window, in minutes (a divisor of a day). */
  windowMinutes: 10,
} as const;

/** "Was this page helpful?": yes or no, an optional reason and text. */
export interface RatingSignal {
  kind: 'rating';
  locale: Locale;
  /** The page's path, starting with the base URL. */
  page: string;
  helpful: boolean;
  reason?: Reason;
  text?: string;
}

/** A question for the PayNow Docs team, from a page or from one open point of it. */
export interface QuestionSignal {
  kind: 'question';
  locale: Locale;
  page: string;
  /** The open point's id in the register of facts, when asked from one. */
  point?: string;
  text: string;
  /** A reply address: stored only when `consent` is true, apart from the text. */
  email?: string;
  consent?: boolean;
}

/** A search that found nothing, recorded once per query (not per keystroke). */
export interface ZeroResultSignal {
  kind: 'zero-result';
  locale: Locale;
  query: string;
}

export type Signal = RatingSignal | QuestionSignal | ZeroResultSignal;

/**
 * How each field travels in a plain HTML form (`application/x-www-form-urlencoded`,
 * the no-JavaScript path): the same names as the JSON fields; `helpful` and
 * `consent` are the strings `yes`/`no` and `on` (a ticked checkbox).
 */
export const FORM_FIELDS = [
  'kind',
  'locale',
  'page',
  'helpful',
  'reason',
  'text',
  'point',
  'email',
  'consent',
  'query',
] as const;

/**
 * The JSON answer to a JSON post. Success: 201 `{ok: true}` (202 `{ok: true,
 * recorded: false}` for a zero-result search sent with `Sec-GPC: 1`).
 * Errors: 400 (malformed, or a field past its limit such as LIMITS.text),
 * 403 (another origin), 405, 413 (a body past LIMITS.bodyBytes), 415, 429
 * (past LIMITS.postsPerWindow), 503, each with `{ok: false, error: {code,
 * message}}`, `message` in English, plain text. Records are deleted after
 * LIMITS.retentionDays.
 */
export type FeedbackAnswer =
  | {ok: true; recorded?: false}
  | {ok: false; error: {code: ErrorCode; message: string}};

export type ErrorCode =
  | 'bad-request'
  | 'forbidden-origin'
  | 'method-not-allowed'
  | 'too-large'
  | 'unsupported-media-type'
  | 'rate-limited'
  | 'unavailable';
