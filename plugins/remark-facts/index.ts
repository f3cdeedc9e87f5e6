/**
 * remark-facts: holds every guide to the register of facts at build time.
 * For each page under one of `guides` (both locales), the build fails with
 * `file:line:column` on a figure no figure record of the page words that
 * way, a contact no contact record holds, an unknown open or rule marker, an
 * `<OpenPoint />` without a known id, or a DOCS-TEAM/`fact:` comment left in
 * the page (see ./scan.ts for what counts as a figure). Each
 * `<OpenPoint id>` gets its record's next step as `channel`, so next steps
 * are rendered one way. The register comes through the options: the plugin
 * never reads the site's files other than the page it checks.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import {visit} from 'unist-util-visit';
import type {Root} from 'mdast';
import type {MdxJsxAttribute} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {checkPage} from './check.ts';
import {
  DOCS_TEAM,
  LOCALES,
  validateRegister,
  type Locale,
  type Register,
} from './register.ts';

export * from './register.ts';
export {checkPage} from './check.ts';

export interface Options {
  register: Register;
  /** The folders of guides (absolute, or relative to the working directory), per locale. */
  guides: {locale: Locale; dir: string}[];
  /** Doc ids not held to the register (guides about the site itself, such as `use-with-ai`). */
  exclude?: string[];
}

const OptionsSchema = Joi.object<Options>({
  register: Joi.object().required(),
  guides: Joi.array()
    .items(
      Joi.object({
        locale: Joi.string()
          .valid(...LOCALES)
          .required(),
        dir: Joi.string().required(),
      }),
    )
    .min(1)
    .required(),
  exclude: Joi.array().items(Joi.string()).default([]),
});

/** The options, checked (the register included); throws a message naming what is wrong. */
export function validateOptions(input: unknown): Required<Options> {
  const {value, error} = OptionsSchema.validate(input, {abortEarly: false});
  if (error) throw new Error(`remark-facts: invalid options: ${error.message}`);
  const options = value as Required<Options>;
  return {...options, register: validateRegister(options.register)};
}

/** The locale and doc id of a file, or null when it is no guide (`docs/payment-admin/refund.mdx` → `payment-admin/refund`). */
export function guideOf(
  file: string,
  guides: Options['guides'],
): {locale: Locale; page: string} | null {
  const absolute = path.resolve(file);
  for (const {locale, dir} of guides) {
    const relative = path.relative(path.resolve(dir), absolute);
    if (relative.startsWith('..') || path.isAbsolute(relative)) continue;
    if (!/\.mdx?$/.test(relative)) return null;
    return {
      locale,
      page: relative
        .split(path.sep)
        .join('/')
        .replace(/\.mdx?$/, ''),
    };
  }
  return null;
}

export default function remarkFacts(input: Options) {
  const {register, guides, exclude} = validateOptions(input);
  const next = new Map(
    register.records.flatMap((record) =>
      record.kind === 'open' ? [[record.id, record.next] as const] : [],
    ),
  );
  return (tree: Root, file: VFile): void => {
    const guide = file.path ? guideOf(file.path, guides) : null;
    if (!guide || exclude.includes(guide.page)) return;
    // The file as written, front matter included, so lines are the file's.
    const source = readFileSync(file.path, 'utf8');
    const {problems} = checkPage(source, {register, ...guide});
    if (problems.length > 0) {
      const name = path.relative(process.cwd(), file.path);
      throw new Error(
        `remark-facts: ${name} states what the register of facts does not hold (facts/, STYLE.md § Sources):\n${problems
          .map(
            ({line, column, message}) =>
              `${name}:${line}:${column}: ${message}`,
          )
          .join('\n')}`,
      );
    }
    visit(tree, (node) => {
      if (
        (node.type !== 'mdxJsxFlowElement' &&
          node.type !== 'mdxJsxTextElement') ||
        node.name !== 'OpenPoint'
      ) {
        return;
      }
      const id = node.attributes.find(
        (attribute): attribute is MdxJsxAttribute =>
          attribute.type === 'mdxJsxAttribute' && attribute.name === 'id',
      )?.value;
      const channel = typeof id === 'string' ? next.get(id) : undefined;
      if (channel && channel !== DOCS_TEAM) {
        node.attributes.push({
          type: 'mdxJsxAttribute',
          name: 'channel',
          value: channel,
        });
      }
    });
  };
}
