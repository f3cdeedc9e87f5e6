/**
 * Reads a posted signal (JSON, or the fields of a plain HTML form) into a
 * {@link Signal} of the contract, or says in one sentence what is wrong with
 * it. Strict: unknown fields, fields of another kind, wrong types, empty
 * required text, control characters and values past {@link LIMITS} are
 * refused, so nothing unexpected is ever stored. Pure functions.
 */
import {
  FORM_FIELDS,
  LIMITS,
  LOCALES,
  REASONS,
  type Locale,
  type Signal,
} from './contract.ts';

/** A field's value as posted: JSON values, or strings of a form. */
type Fields = Record<string, unknown>;

export type Parsed =
  {ok: true; signal: Signal} | {ok: false; message: string; locale?: Locale};

/** The fields each kind may carry (besides `kind` and `locale`). */
const KIND_FIELDS = {
  rating: ['page', 'helpful', 'reason', 'text'],
  question: ['page', 'point', 'text', 'email', 'consent'],
  'zero-result': ['query'],
} as const;

/** C0 controls other than tab and line feed, DEL and C1 controls. */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;
/** A page path: the site's own characters, no query or fragment. */
const PAGE = /^\/[A-Za-z0-9._~%/-]*$/;
const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[A-Za-z]{2,}$/;

class Invalid extends Error {}

function text(
  fields: Fields,
  name: string,
  max: number,
  required: boolean,
): string | undefined {
  const value = fields[name];
  if (value === undefined) {
    if (required) throw new Invalid(`"${name}" is required.`);
    return undefined;
  }
  if (typeof value !== 'string') {
    throw new Invalid(`"${name}" must be a string.`);
  }
  const trimmed = value.replace(/\r\n?/g, '\n').trim();
  if (trimmed === '') {
    if (required) throw new Invalid(`"${name}" must not be empty.`);
    return undefined;
  }
  if (trimmed.length > max) {
    throw new Invalid(`"${name}" is longer than ${max} characters.`);
  }
  if (CONTROL.test(trimmed)) {
    throw new Invalid(`"${name}" contains a control character.`);
  }
  return trimmed;
}

function bool(fields: Fields, name: string): boolean | undefined {
  const value = fields[name];
  if (value === undefined || typeof value === 'boolean') return value;
  throw new Invalid(`"${name}" must be true or false.`);
}

/** Checks `fields` (JSON already typed: strings, booleans) against the contract. */
export function parseSignal(fields: Fields, baseUrl: string): Parsed {
  const locale = LOCALES.find((l) => l === fields.locale);
  try {
    const kind = fields.kind;
    if (typeof kind !== 'string' || !(kind in KIND_FIELDS)) {
      throw new Invalid(
        `"kind" must be one of ${Object.keys(KIND_FIELDS).join(', ')}.`,
      );
    }
    const allowed: readonly string[] = [
      'kind',
      'locale',
      ...KIND_FIELDS[kind as keyof typeof KIND_FIELDS],
    ];
    const extra = Object.keys(fields).find((name) => !allowed.includes(name));
    if (extra !== undefined) {
      throw new Invalid(
        `"${extra.slice(0, 40)}" is not a field of a ${kind} signal.`,
      );
    }
    if (!locale) {
      throw new Invalid(`"locale" must be one of ${LOCALES.join(', ')}.`);
    }
    const page = (): string => {
      const value = text(fields, 'page', LIMITS.page, true)!;
      if (!PAGE.test(value) || !value.startsWith(baseUrl)) {
        throw new Invalid(`"page" must be a path of this site (${baseUrl}…).`);
      }
      return value;
    };
    const signal = (): Signal => {
      if (kind === 'rating') {
        const helpful = bool(fields, 'helpful');
        if (helpful === undefined) throw new Invalid('"helpful" is required.');
        const reason = fields.reason;
        if (
          reason !== undefined &&
          reason !== '' &&
          !REASONS.includes(reason as never)
        ) {
          throw new Invalid(`"reason" must be one of ${REASONS.join(', ')}.`);
        }
        const said = text(fields, 'text', LIMITS.text, false);
        return {
          kind,
          locale,
          page: page(),
          helpful,
          ...(reason ? {reason: reason as (typeof REASONS)[number]} : {}),
          ...(said ? {text: said} : {}),
        };
      }
      if (kind === 'question') {
        const point = text(fields, 'point', LIMITS.point, false);
        const email = text(fields, 'email', LIMITS.email, false);
        if (email !== undefined && !EMAIL.test(email)) {
          throw new Invalid('"email" is not an e-mail address.');
        }
        const consent = bool(fields, 'consent');
        return {
          kind,
          locale,
          page: page(),
          text: text(fields, 'text', LIMITS.text, true)!,
          ...(point ? {point} : {}),
          ...(email ? {email} : {}),
          ...(consent !== undefined ? {consent} : {}),
        };
      }
      const query = text(fields, 'query', LIMITS.query, true)!;
      return {kind: 'zero-result', locale, query};
    };
    return {ok: true, signal: signal()};
  } catch (error) {
    if (error instanceof Invalid) {
      return {ok: false, message: error.message, locale};
    }
    throw error;
  }
}

/** A JSON body: an object of the contract's fields. */
export function parseJson(body: string, baseUrl: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return {ok: false, message: 'The body is not JSON.'};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return {ok: false, message: 'The body must be a JSON object.'};
  }
  return parseSignal(value as Fields, baseUrl);
}

/**
 * A form body (`application/x-www-form-urlencoded`): the contract's
 * {@link FORM_FIELDS}, each at most once; `helpful` is `yes`/`no`, `consent`
 * is `on` (a ticked checkbox); an empty field counts as absent.
 */
export function parseForm(body: string, baseUrl: string): Parsed {
  const params = new URLSearchParams(body);
  const fields: Fields = {};
  const locale = LOCALES.find((l) => l === params.get('locale'));
  const refused = (message: string): Parsed => ({ok: false, message, locale});
  for (const [name, value] of params) {
    if (!(FORM_FIELDS as readonly string[]).includes(name)) {
      return refused(`"${name.slice(0, 40)}" is not a field of the form.`);
    }
    if (name in fields) return refused(`"${name}" is sent twice.`);
    if (value === '') continue;
    if (name === 'helpful') {
      if (value !== 'yes' && value !== 'no') {
        return refused('"helpful" must be yes or no.');
      }
      fields.helpful = value === 'yes';
    } else if (name === 'consent') {
      if (value !== 'on') return refused('"consent" must be on.');
      fields.consent = true;
    } else {
      fields[name] = value;
    }
  }
  return parseSignal(fields, baseUrl);
}
