/**
 * The site model names every area once, in every locale: each label has its
 * translations, the plugins' own label ids exist in each locale's code.json,
 * and no Docusaurus translation file or `_category_.json` keeps a second
 * copy of an area name that could drift from it.
 */
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test} from 'node:test';
import {AREA_IDS} from '@paynow-docs/search/areas';
import {
  AREAS,
  DOCS_INSTANCES,
  FOOTER_COLUMNS,
  RELEASE_NOTES,
  START_HERE,
  areaLabels,
  categoryLabels,
  footerLinks,
  localized,
  type Label,
  type TranslatedLocale,
} from './site.areas.ts';
import {ALL_LOCALES} from './site.settings.ts';

const TRANSLATED = ALL_LOCALES.slice(1) as TranslatedLocale[];

/** Every label of the model, named by where it is. */
function modelLabels(): [string, Label][] {
  return [
    ...Object.entries(AREAS).map(([key, area]): [string, Label] => [
      `AREAS.${key}`,
      area,
    ]),
    ['START_HERE', START_HERE],
    ['RELEASE_NOTES', RELEASE_NOTES],
    ...FOOTER_COLUMNS.flatMap(({title, items}) => [
      [`footer column ${title.label}`, title] as [string, Label],
      ...items.flatMap((item): [string, Label][] =>
        typeof item === 'string' ? [] : [[`footer link ${item.label}`, item]],
      ),
    ]),
  ];
}

function json(file: string): Record<string, {message: string}> {
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<
        string,
        {message: string}
      >)
    : {};
}

test('every label of the site model has a translation in every locale', () => {
  for (const [where, label] of modelLabels()) {
    assert.ok(label.label.trim(), `${where} has no label`);
    for (const locale of TRANSLATED) {
      const text = label.translations[locale]?.trim();
      assert.ok(text, `${where} ("${label.label}") has no ${locale} name`);
      assert.match(
        text,
        /\p{Script=Han}/u,
        `${where}: the ${locale} name "${text}" is not Chinese`,
      );
    }
  }
  for (const locale of ALL_LOCALES) {
    for (const {title, items} of footerLinks(locale)) {
      assert.ok(title);
      for (const item of items) assert.ok(item.label, `${locale}: ${item.to}`);
    }
    assert.equal(
      Object.values(areaLabels(locale)).filter((name) => !name).length,
      0,
    );
  }
});

test("every plugin label id (pnSearch.area.*) is in every translated locale's code.json", () => {
  const ids = [
    AREA_IDS.docs(DOCS_INSTANCES.api.id),
    AREA_IDS.blog,
    AREA_IDS.pages,
  ];
  for (const locale of TRANSLATED) {
    const code = json(path.join('i18n', locale, 'code.json'));
    for (const id of ids) {
      assert.match(
        code[id]?.message ?? '',
        /\p{Script=Han}/u,
        `i18n/${locale}/code.json has no Chinese ${id}`,
      );
    }
    // The same group means the same as the area the config names it after.
    assert.equal(
      code[AREA_IDS.docs(DOCS_INSTANCES.api.id)]?.message,
      localized(AREAS.apiReference, locale),
    );
    assert.equal(
      code[AREA_IDS.blog]?.message,
      localized(RELEASE_NOTES, locale),
    );
  }
});

test('each area has its content folder and a guide area its section page', () => {
  for (const [key, area] of Object.entries(AREAS)) {
    if ('dir' in area && area.dir !== DOCS_INSTANCES.api.path) {
      assert.ok(existsSync(area.dir), `AREAS.${key}: no folder ${area.dir}`);
    }
  }
  for (const id of Object.keys(categoryLabels('en'))) {
    assert.ok(
      existsSync(path.join(DOCS_INSTANCES.guides.path, `${id}.mdx`)),
      `no page ${id}`,
    );
  }
});

test('no translation file or _category_.json repeats an area name', () => {
  const names = new Set(modelLabels().map(([, label]) => label.label));
  for (const id of Object.keys(categoryLabels('en'))) {
    const file = path.join(
      DOCS_INSTANCES.guides.path,
      path.dirname(id),
      '_category_.json',
    );
    const {label} = json(file) as {label?: string};
    assert.equal(label, undefined, `${file} names its area: "${label}"`);
  }
  for (const locale of TRANSLATED) {
    const copies = [
      ['docusaurus-theme-classic/navbar.json', /^item\.label\.(.+)$/],
      [
        'docusaurus-theme-classic/footer.json',
        /^link\.(?:item\.label|title)\.(.+)$/,
      ],
      [
        'docusaurus-plugin-content-docs/current.json',
        /^sidebar\.docs\.category\.(.+)$/,
      ],
    ] as const;
    for (const [file, key] of copies) {
      for (const id of Object.keys(json(path.join('i18n', locale, file)))) {
        const name = key.exec(id)?.[1];
        assert.ok(
          name === undefined || !names.has(name),
          `i18n/${locale}/${file} repeats the area name "${name}" (${id}); site.areas.ts names it`,
        );
      }
    }
  }
});
