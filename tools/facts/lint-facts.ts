/**
 * `npm run lint:facts`: the guides and the register of facts (facts/) agree.
 * Every guide of both languages passes the check the build makes
 * (plugins/remark-facts: each figure and contact in a record, each marker a
 * record), and the register holds nothing the guides do not use: a figure
 * record no listed page states, a contact, rule or open point no page
 * marks, a channel that is no section of the contact page, a key fact whose
 * sentence lost its figure, or a digest point in a file the digest does not
 * have. Prints `file:line:column: message` (guides) or `facts: <id>:
 * message` (records) and exits 1 when there is any: an unused record fails,
 * so the register stays the list of what the pages state.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {
  LOCALES,
  checkPage,
  type Locale,
  type Register,
} from '@paynow-docs/remark-facts';
import {REGISTER} from '../../facts/index.ts';
import {headingIds} from '../i18n/labels.ts';
import {ZH_DOCS, aboutTheSite} from '../sources/about.ts';
import {digestDir, sourceFiles} from '../sources/lint-sources.ts';
import {digestFileProblem} from '../sources/markers.ts';

export interface FactFinding {
  /** The guide, or `facts` for a record. */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** The doc id of a guide file: `docs/payment-admin/refund.mdx` → `payment-admin/refund`. */
export function docId(file: string): string {
  return file
    .replace(new RegExp(`^(?:docs|${ZH_DOCS})/`), '')
    .replace(/\.mdx?$/, '');
}

/** The contact page, per locale. */
export const CONTACT_PAGE = 'contact';

/** Every finding of the guides under `siteDir` against `register`. */
export function lintFacts(
  siteDir: string,
  register: Register = REGISTER,
  digest: string | null = digestDir(siteDir),
): FactFinding[] {
  const findings: FactFinding[] = [];
  /** Record id → the pages (doc ids) that use it, in either language. */
  const uses = new Map<string, Set<string>>();
  const contactHeadings = new Map<Locale, Set<string>>();
  for (const {file, locale} of sourceFiles(siteDir)) {
    if (aboutTheSite(file)) continue;
    const source = readFileSync(path.join(siteDir, file), 'utf8');
    const page = docId(file);
    if (page === CONTACT_PAGE) {
      contactHeadings.set(
        locale,
        new Set(headingIds(source).map(({id}) => id)),
      );
    }
    const {problems, used} = checkPage(source, {register, locale, page});
    for (const problem of problems) findings.push({file, ...problem});
    for (const id of used) uses.set(id, (uses.get(id) ?? new Set()).add(page));
  }
  const record = (id: string, message: string) =>
    findings.push({
      file: 'facts',
      line: 0,
      column: 0,
      message: `${id}: ${message}`,
    });
  for (const fact of register.records) {
    const pages = uses.get(fact.id) ?? new Set<string>();
    const file = fact.source.split(' § ')[0]!;
    const problem = digestFileProblem(file);
    if (problem) record(fact.id, problem);
    else if (digest && !existsSync(path.join(digest, file))) {
      record(fact.id, `"${file}" is not in the content digest`);
    }
    switch (fact.kind) {
      case 'figure':
        for (const page of fact.pages) {
          if (!pages.has(page)) {
            record(
              fact.id,
              `${page} no longer states this figure in either language: remove the page from the record (or the record)`,
            );
          }
        }
        if (fact.key) {
          for (const locale of LOCALES) {
            const wordings = fact.wording[locale];
            if (
              wordings.length > 0 &&
              !wordings.some((wording) => fact.key![locale].includes(wording))
            ) {
              record(
                fact.id,
                `its key fact in ${locale} holds none of its ${locale} wordings: the key sentence and the figure drifted apart`,
              );
            }
          }
        }
        break;
      case 'contact':
      case 'rule':
      case 'open':
        if (pages.size === 0) {
          record(
            fact.id,
            `no guide ${fact.kind === 'contact' ? 'states' : 'marks'} this ${fact.kind} record: remove it, or mark the place it is about`,
          );
        }
        break;
      case 'channel':
        for (const locale of LOCALES) {
          if (
            contactHeadings.has(locale) &&
            !contactHeadings.get(locale)!.has(fact.id)
          ) {
            record(
              fact.id,
              `the ${locale} contact page has no section #${fact.id}`,
            );
          }
        }
        break;
    }
  }
  return findings;
}

export const formatFactFinding = ({
  file,
  line,
  column,
  message,
}: FactFinding) =>
  file === 'facts'
    ? `facts: ${message}`
    : `${file}:${line}:${column}: ${message}`;

if (import.meta.filename === process.argv[1]) {
  const findings = lintFacts(process.cwd());
  for (const finding of findings) console.error(formatFactFinding(finding));
  if (findings.length > 0) {
    console.error(
      `lint:facts: ${findings.length} problem(s): the guides and the register of facts (facts/) disagree (STYLE.md § Sources).`,
    );
    process.exit(1);
  }
  const counts = new Map<string, number>();
  for (const {kind} of REGISTER.records)
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  console.log(
    `lint:facts: ${REGISTER.records.length} records (${[...counts].map(([kind, count]) => `${count} ${kind}`).join(', ')}), every one used, every figure and contact of the guides in one.`,
  );
}
