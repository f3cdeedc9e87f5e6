/**
 * An open point's next step comes from its record in the register of facts
 * (facts/): the build gives each `<OpenPoint id>` its record's channel
 * (plugins/remark-facts), so on the rendered page, in both locales, every
 * open point whose record names a channel links that section of the contact
 * page. Expected from the sources: the page's own prose links to the section
 * plus one per such open point.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {recordsOf} from '@paynow-docs/remark-facts/register';
import {test, expect} from './support/fixtures';
import {REGISTER} from '../facts/index.ts';
import {openMarkers} from '../tools/sources/markers.ts';
import {ZH_DOCS} from '../tools/sources/about.ts';

const next = new Map(
  recordsOf(REGISTER, 'open').map((record) => [record.id, record.next]),
);

/** Guides whose `<OpenPoint>`s name a channel, with how many links to each section the page should have. */
function expectations(locale: 'en' | 'zh-TW') {
  const dir = locale === 'en' ? 'docs' : ZH_DOCS;
  const out: {route: string; channel: string; links: number}[] = [];
  const pages = readdirSync(dir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => file.replace(/\.mdx$/, ''));
  for (const page of pages) {
    const source = readFileSync(`${dir}/${page}.mdx`, 'utf8');
    const points = openMarkers(source).filter(
      ({id}) =>
        source.includes(`<OpenPoint id="${id}"`) &&
        next.get(id) !== 'docs-team',
    );
    for (const channel of new Set(points.map(({id}) => next.get(id)!))) {
      const prose = source.match(
        new RegExp(`contact\\.mdx#${channel}\\)`, 'g'),
      );
      out.push({
        route: `${locale === 'en' ? '' : 'zh-TW/'}docs/${page.replace(/(?:^|\/)index$/, '')}`,
        channel,
        links:
          (prose?.length ?? 0) +
          points.filter(({id}) => next.get(id) === channel).length,
      });
    }
  }
  return out;
}

for (const locale of ['en', 'zh-TW'] as const) {
  const cases = expectations(locale);
  test(`${locale}: an open point whose record names a channel links that section of the contact page`, async ({
    page,
  }) => {
    expect(cases.length).toBeGreaterThan(0);
    for (const {route, channel, links} of cases) {
      await page.goto(route);
      await expect(
        page.locator(`main a[href$="/docs/contact#${channel}"]`),
        `${route}: links to #${channel}`,
      ).toHaveCount(links);
    }
  });
}
