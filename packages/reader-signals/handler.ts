/**
 * `POST <baseUrl>feedback`: the one handler of reader signals, run by the
 * Cloudflare Worker (D1) and by the Node server beside nginx (SQLite).
 * Web-standard Request in, Response out; the engine adds its policy
 * headers (CSP, nosniff…) around it.
 *
 * JSON posts get JSON answers ({@link FeedbackAnswer}); a plain HTML form
 * post that is accepted is sent on to the thank-you page of its locale
 * (303), and a refused one gets a fixed page in the reader's language with
 * a link back. Nothing posted is ever written into an answer.
 *
 * Order of the checks: method (405), origin (403: the `Origin` header must
 * be the request's own origin; without one, `Sec-Fetch-Site` must be absent
 * or `same-origin`), media type (415), size (413), content (400), Sec-GPC
 * for passive signals (202, nothing recorded), rate (429), storage (503 when
 * the database is unavailable or full).
 */
import {
  LIMITS,
  LOCALES,
  THANKS_PATH,
  type ErrorCode,
  type FeedbackAnswer,
  type Locale,
} from './contract.ts';
import {readCapped} from './body.ts';
import {StoreError, storeSignal, withinRate, type SqlDriver} from './store.ts';
import {parseForm, parseJson, type Parsed} from './validate.ts';

export interface FeedbackOptions {
  /** The site's base URL, both slashes (`/paynow-guideline/`). */
  baseUrl: string;
  /** The database; undefined when the engine has none configured (503). */
  driver: SqlDriver | undefined;
  /** The client's address as the engine knows it (hashed for the rate limit, never stored). */
  clientAddress: string | null;
  /** The clock (tests). */
  now?: () => Date;
  /**
   * Posts one address may make per window: {@link LIMITS}.postsPerWindow
   * unless a test server, whose every browser posts from 127.0.0.1, raises it.
   */
  postsPerWindow?: number;
}

const STATUS: Record<ErrorCode, number> = {
  'bad-request': 400,
  'forbidden-origin': 403,
  'method-not-allowed': 405,
  'too-large': 413,
  'unsupported-media-type': 415,
  'rate-limited': 429,
  unavailable: 503,
};

/** The page shown for a refused form post, per locale: fixed text only. */
const REFUSED_PAGE: Record<
  Locale,
  Record<'title' | 'home' | 'back' | 'end' | ErrorCode, string>
> = {
  en: {
    title: 'Your feedback was not sent',
    'bad-request':
      'Something in the form was not as expected, so nothing was saved.',
    'forbidden-origin':
      'The form was sent from another site, so nothing was saved.',
    'method-not-allowed': 'The form could not be read, so nothing was saved.',
    'too-large':
      'Your message is longer than we can take, so nothing was saved. Please shorten it and send it again.',
    'unsupported-media-type':
      'The form could not be read, so nothing was saved.',
    'rate-limited':
      'We received many messages from your network in a short time. Please wait a few minutes and send it again.',
    unavailable:
      'We cannot save feedback right now. The documentation works as usual; please try again later.',
    back: 'Use your browser’s Back button to return to the page, or go to the',
    home: 'PayNow Docs home page',
    end: '.',
  },
  'zh-TW': {
    title: '您的意見未送出',
    'bad-request': '表單內容不如預期，因此沒有儲存任何資料。',
    'forbidden-origin': '表單是從其他網站送出的，因此沒有儲存任何資料。',
    'method-not-allowed': '無法讀取表單，因此沒有儲存任何資料。',
    'too-large': '內容超過可接受的長度，因此沒有儲存。請縮短後再送出一次。',
    'unsupported-media-type': '無法讀取表單，因此沒有儲存任何資料。',
    'rate-limited':
      '短時間內從您的網路收到許多則訊息。請稍候幾分鐘後再送出一次。',
    unavailable: '目前無法儲存意見，文件網站仍可正常使用；請稍後再試。',
    back: '請使用瀏覽器的「上一頁」回到原本的頁面，或前往',
    home: 'PayNow 文件首頁',
    end: '。',
  },
};

/** The messages of JSON error answers (English, plain text). */
const MESSAGES: Record<Exclude<ErrorCode, 'bad-request'>, string> = {
  'forbidden-origin':
    'Only pages of this site may post feedback (the Origin header must be this site’s own origin).',
  'method-not-allowed': 'Feedback is sent with POST only.',
  'too-large': `The body is larger than ${LIMITS.bodyBytes} bytes.`,
  'unsupported-media-type':
    'Send feedback as application/json or application/x-www-form-urlencoded.',
  'rate-limited': `Too many posts from this address: at most ${LIMITS.postsPerWindow} every ${LIMITS.windowMinutes} minutes. Try again later.`,
  unavailable:
    'Feedback cannot be stored right now (the database is unavailable or full); the site itself is unaffected. Try again later.',
};

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * The JSON answer of a refusal that has a fixed message: what the handler
 * sends, and what a proxy in front of it sends when it refuses first
 * (nginx's own 413, or 503 while the server behind it is down).
 */
export function errorBody(code: Exclude<ErrorCode, 'bad-request'>): string {
  const answer: FeedbackAnswer = {
    ok: false,
    error: {code, message: MESSAGES[code]},
  };
  return JSON.stringify(answer);
}

function json(
  status: number,
  answer: FeedbackAnswer,
  headers: Record<string, string> = {},
): Response {
  return new Response(JSON.stringify(answer), {
    status,
    headers: {
      'Content-Type': JSON_TYPE,
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** The base URL of a locale's pages: the default locale's at the base URL. */
function localeBase(baseUrl: string, locale: Locale): string {
  return locale === LOCALES[0] ? baseUrl : `${baseUrl}${locale}/`;
}

/** The locale a refused form's page is written in, when the form did not say: the reader's language. */
function preferredLocale(request: Request): Locale {
  const accept = request.headers.get('Accept-Language') ?? '';
  const first = accept.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('zh') ? 'zh-TW' : 'en';
}

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The page of a refused form post: fixed text of the locale, nothing posted. */
export function refusedPage(
  code: ErrorCode,
  locale: Locale,
  baseUrl: string,
): string {
  const text = REFUSED_PAGE[locale];
  return [
    '<!doctype html>',
    `<html lang="${locale}">`,
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(text.title)}</title>`,
    '<main>',
    `<h1>${escapeHtml(text.title)}</h1>`,
    `<p>${escapeHtml(text[code])}</p>`,
    `<p>${escapeHtml(text.back)} <a href="${escapeHtml(localeBase(baseUrl, locale))}">${escapeHtml(text.home)}</a>${text.end}</p>`,
    '</main>',
    '</html>',
    '',
  ].join('\n');
}

interface Context {
  request: Request;
  options: FeedbackOptions;
  form: boolean;
  locale?: Locale;
}

function refuse(
  context: Context,
  code: ErrorCode,
  message: string = MESSAGES[code as keyof typeof MESSAGES],
  headers: Record<string, string> = {},
): Response {
  const status = STATUS[code];
  if (context.form) {
    const locale = context.locale ?? preferredLocale(context.request);
    return new Response(refusedPage(code, locale, context.options.baseUrl), {
      status,
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Language': locale,
        'Cache-Control': 'no-store',
        ...headers,
      },
    });
  }
  return json(status, {ok: false, error: {code, message}}, headers);
}

/** Whether the request comes from a page of this site. */
function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('Origin');
  if (origin !== null) return origin === new URL(request.url).origin;
  const site = request.headers.get('Sec-Fetch-Site');
  return site === null || site === 'same-origin';
}

function mediaType(request: Request): string {
  return (request.headers.get('Content-Type') ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
}

/** Seconds until the rate limit's next window. */
function retryAfter(now: Date): string {
  const window = LIMITS.windowMinutes * 60;
  const seconds = now.getUTCHours() * 3600 + now.getUTCMinutes() * 60;
  return String(window - (seconds % window) - now.getUTCSeconds());
}

/** Answers a request to `<baseUrl>feedback`; never throws. */
export async function handleFeedback(
  request: Request,
  options: FeedbackOptions,
): Promise<Response> {
  const type = mediaType(request);
  const context: Context = {
    request,
    options,
    form: type === 'application/x-www-form-urlencoded',
  };
  if (request.method !== 'POST') {
    return refuse(context, 'method-not-allowed', undefined, {Allow: 'POST'});
  }
  if (!sameOrigin(request)) return refuse(context, 'forbidden-origin');
  if (!context.form && type !== 'application/json') {
    return refuse(context, 'unsupported-media-type');
  }
  const bytes = await readCapped(request, LIMITS.bodyBytes);
  if (bytes === null) return refuse(context, 'too-large');
  let body: string;
  try {
    body = new TextDecoder('utf-8', {fatal: true}).decode(bytes);
  } catch {
    return refuse(context, 'bad-request', 'The body is not valid UTF-8.');
  }
  const parsed: Parsed = context.form
    ? parseForm(body, options.baseUrl)
    : parseJson(body, options.baseUrl);
  context.locale = parsed.ok ? parsed.signal.locale : parsed.locale;
  if (!parsed.ok) return refuse(context, 'bad-request', parsed.message);
  const {signal} = parsed;
  const accepted = (recorded: boolean): Response =>
    context.form
      ? new Response(null, {
          status: 303,
          headers: {
            Location: `${localeBase(options.baseUrl, signal.locale)}${THANKS_PATH}`,
            'Cache-Control': 'no-store',
          },
        })
      : recorded
        ? json(201, {ok: true})
        : json(202, {ok: true, recorded: false});
  if (
    signal.kind === 'zero-result' &&
    request.headers.get('Sec-GPC')?.trim() === '1'
  ) {
    return accepted(false);
  }
  if (!options.driver) return refuse(context, 'unavailable');
  const now = (options.now ?? (() => new Date()))();
  try {
    const address = options.clientAddress ?? 'unknown';
    if (
      !(await withinRate(options.driver, address, now, options.postsPerWindow))
    ) {
      return refuse(context, 'rate-limited', undefined, {
        'Retry-After': retryAfter(now),
      });
    }
    await storeSignal(options.driver, signal, now);
  } catch (error) {
    if (error instanceof StoreError) return refuse(context, 'unavailable');
    throw error;
  }
  return accepted(true);
}
