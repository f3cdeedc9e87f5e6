/**
 * The register of facts: every figure, contact and open point a guide
 * states, as typed records, each with the point of the content digest it
 * rests on. Guides keep their own prose; the check (./scan.ts, ./index.ts)
 * holds each figure and contact of a page to the records, and the agent
 * skills, `llms-full.txt` and the open-questions report read the records.
 */
import {Joi} from '@docusaurus/utils-validation';

/** The locales a record words itself in: the default locale and zh-TW. */
export const LOCALES = ['en', 'zh-TW'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A figure's wordings, per locale, exactly as the pages write them; a locale
 * whose pages spell the figure out (「七天」, "two letters") has none.
 */
export type Wordings = Record<Locale, string[]>;

/**
 * A figure a page states (a deadline, a fee, a limit, a size, a count, a
 * time of day): `wording` holds the phrases the pages use for it in each
 * locale ("2–3 working days", 「2–3個工作天」); a figure on a page is held
 * when one of them covers it there.
 */
export interface FigureRecord {
  kind: 'figure';
  id: string;
  /** The digest point: `payment-admin/refund.md § Rules`. */
  source: string;
  /** The guides that state it, by doc id (`payment-admin/refund`). */
  pages: string[];
  wording: Wordings;
  /** A note for the fact-checker: why this figure needs a look (the conversion did not find it in the digest). */
  flag?: string;
  /**
   * A key fact the area's agent skill quotes, in each locale's words (one
   * sentence each, same fact); skills list key facts in register order.
   */
  key?: Record<Locale, string>;
}

/** A way to reach someone: an e-mail address or a phone number, and the contact page section (channel) it belongs to. */
export interface ContactRecord {
  kind: 'contact';
  id: string;
  source: string;
  /** The channel (a `channel` record's id). */
  channel: string;
  /** The address or number, as pages write it. */
  value: string;
}

/** A section of the contact page that gives a channel (its heading id), such as `mpos`. */
export interface ChannelRecord {
  kind: 'channel';
  id: string;
  source: string;
}

/** What readers are sent to when no channel answers an open point. */
export const DOCS_TEAM = 'docs-team';

/**
 * An open point: what a guide cannot state yet. Pages mark the place with
 * `<OpenPoint id="…" />` (a visible next step) or `{/* open: <id> *\/}`;
 * `npm run report:questions` lists them for PayNow.
 */
export interface OpenRecord {
  kind: 'open';
  id: string;
  source: string;
  /** The question for PayNow, in English; `zh` when it is also asked in Chinese. */
  question: string;
  zh?: string;
  /** The reader's next step: a channel's id, or `docs-team`. */
  next: string;
}

/** A rule a sweeping word rests on ("only same-day captures can be cancelled"): pages mark it `{/* rule: <id> *\/}` on the line. */
export interface RuleRecord {
  kind: 'rule';
  id: string;
  source: string;
}

export type FactRecord =
  FigureRecord | ContactRecord | ChannelRecord | OpenRecord | RuleRecord;

export interface Register {
  records: FactRecord[];
  /**
   * Names that hold digits and are not figures (`7-ELEVEN`, `7-11`): masked
   * before figures are read.
   */
  names: string[];
}

/** A record id: lowercase slugs joined by `/` and `.`, such as `payment-admin/refund.contact-email`. */
export const RECORD_ID =
  /^[a-z0-9]+(?:-[a-z0-9]+)*(?:[/.][a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** A digest point: `<digest file>.md § <point>`. */
export const SOURCE =
  /^[A-Za-z0-9][\w.-]*(?:\/[A-Za-z0-9][\w.-]*)*\.md § \S.*$/;

const id = Joi.string().pattern(RECORD_ID).required();
const source = Joi.string().pattern(SOURCE).required().messages({
  'string.pattern.base':
    '{#label} "{#value}" is not a digest point: <digest file>.md § <point>',
});
const localeStrings = (item: Joi.Schema) =>
  Joi.object(Object.fromEntries(LOCALES.map((locale) => [locale, item])));

/** The schema of one kind of record: its kind, id and digest point, and `fields`. */
function kindSchema<R extends FactRecord>(
  kind: R['kind'],
  fields: Joi.PartialSchemaMap<Omit<R, 'kind' | 'id' | 'source'>> = {},
) {
  return {
    is: kind,
    then: Joi.object<R>({
      kind: Joi.string().valid(kind).required(),
      id,
      source,
      ...fields,
    }),
  };
}

const RecordSchema = Joi.alternatives().conditional('.kind', {
  switch: [
    kindSchema<FigureRecord>('figure', {
      pages: Joi.array().items(Joi.string().min(1)).min(1).required(),
      wording: localeStrings(
        Joi.array().items(Joi.string().trim().min(1)).required(),
      ).required(),
      flag: Joi.string().min(1),
      key: localeStrings(Joi.string().trim().min(1).required()),
    }),
    kindSchema<ContactRecord>('contact', {
      channel: Joi.string().pattern(RECORD_ID).required(),
      value: Joi.string().trim().min(1).required(),
    }),
    kindSchema<ChannelRecord>('channel'),
    kindSchema<OpenRecord>('open', {
      question: Joi.string().trim().min(1).required(),
      zh: Joi.string().trim().min(1),
      next: Joi.string().pattern(RECORD_ID).required(),
    }),
    kindSchema<RuleRecord>('rule'),
  ],
  otherwise: Joi.object({
    kind: Joi.string()
      .valid('figure', 'contact', 'channel', 'open', 'rule')
      .required(),
  }).unknown(),
});

const RegisterSchema = Joi.object<Register>({
  records: Joi.array().items(RecordSchema).required(),
  names: Joi.array().items(Joi.string().min(1)).default([]),
});

/**
 * The register, checked: each record well-formed, ids unique, every contact's
 * channel and every open point's next step a channel record (or `docs-team`).
 * Throws one message listing every problem.
 */
export function validateRegister(input: unknown): Register {
  const {value, error} = RegisterSchema.validate(input, {abortEarly: false});
  const problems = error ? error.details.map(({message}) => message) : [];
  if (!error) {
    const register = value as Register;
    const seen = new Set<string>();
    const channels = new Set(
      register.records
        .filter((record) => record.kind === 'channel')
        .map((record) => record.id),
    );
    for (const record of register.records) {
      if (
        record.kind === 'figure' &&
        LOCALES.every((locale) => record.wording[locale].length === 0)
      ) {
        problems.push(`figure "${record.id}" has no wording in any locale`);
      }
      if (seen.has(record.id))
        problems.push(`record "${record.id}" is there twice`);
      seen.add(record.id);
      if (record.kind === 'contact' && !channels.has(record.channel)) {
        problems.push(
          `contact "${record.id}": channel "${record.channel}" is no channel record`,
        );
      }
      if (
        record.kind === 'open' &&
        record.next !== DOCS_TEAM &&
        !channels.has(record.next)
      ) {
        problems.push(
          `open point "${record.id}": next step "${record.next}" is neither a channel record nor "${DOCS_TEAM}"`,
        );
      }
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `The register of facts is not valid:\n${problems.map((problem) => `- ${problem}`).join('\n')}`,
    );
  }
  return value as Register;
}

/** The records of one kind. */
export function recordsOf<K extends FactRecord['kind']>(
  register: Register,
  kind: K,
): Extract<FactRecord, {kind: K}>[] {
  return register.records.filter(
    (record): record is Extract<FactRecord, {kind: K}> => record.kind === kind,
  );
}

/** A key fact in one locale: its record, its sentence and the page it is stated on. */
export interface KeyFact {
  id: string;
  text: string;
  /** Doc id of the page (the record's first page). */
  page: string;
}

/** The key facts in `locale`'s words, in register order: the same records in every locale. */
export function keyFacts(register: Register, locale: Locale): KeyFact[] {
  return recordsOf(register, 'figure')
    .filter((record) => record.key)
    .map((record) => ({
      id: record.id,
      text: record.key![locale],
      page: record.pages[0]!,
    }));
}
