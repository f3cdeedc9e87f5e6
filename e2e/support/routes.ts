import {readFileSync} from 'node:fs';

/** A page of the site and the text of its single h1. */
export interface SiteRoute {
  path: string;
  heading: string;
}

/** The docs routes the site must have (path relative to the base URL) and their source files. */
const DOC_FILES: Record<string, string> = {
  'docs/': 'docs/index.mdx',
  'docs/api-reference/': 'docs/api-reference/index.mdx',
  'docs/important-information/': 'docs/important-information/index.mdx',
  'docs/important-information/buyer': 'docs/important-information/buyer.mdx',
  'docs/important-information/seller': 'docs/important-information/seller.mdx',
  'docs/payment-service/': 'docs/payment-service/index.mdx',
  'docs/payment-service/online-payment/':
    'docs/payment-service/online-payment/index.mdx',
  'docs/payment-service/online-payment/eticket':
    'docs/payment-service/online-payment/eticket.mdx',
  'docs/payment-service/online-payment/landing-page':
    'docs/payment-service/online-payment/landing-page.mdx',
  'docs/payment-service/online-payment/mpos':
    'docs/payment-service/online-payment/mpos.mdx',
  'docs/payment-service/online-payment/shopify':
    'docs/payment-service/online-payment/shopify.mdx',
  'docs/payment-service/mobile-payment/':
    'docs/payment-service/mobile-payment/index.mdx',
  'docs/payment-service/mobile-payment/apple-pay':
    'docs/payment-service/mobile-payment/apple-pay.mdx',
  'docs/payment-service/mobile-payment/icash-pay':
    'docs/payment-service/mobile-payment/icash-pay.mdx',
  'docs/payment-admin/': 'docs/payment-admin/index.mdx',
  'docs/payment-admin/configuration': 'docs/payment-admin/configuration.mdx',
  'docs/payment-admin/finance': 'docs/payment-admin/finance.mdx',
  'docs/payment-admin/refund': 'docs/payment-admin/refund.mdx',
  'docs/payment-admin/seller': 'docs/payment-admin/seller.mdx',
  'docs/logistics-admin/': 'docs/logistics-admin/index.mdx',
  'docs/logistics-admin/print-tag': 'docs/logistics-admin/print-tag.mdx',
  'docs/logistics-admin/store-management':
    'docs/logistics-admin/store-management.mdx',
  'docs/invoice-admin/': 'docs/invoice-admin/index.mdx',
  'docs/invoice-admin/generation': 'docs/invoice-admin/generation.mdx',
  'docs/invoice-admin/inquiry': 'docs/invoice-admin/inquiry.mdx',
  'docs/invoice-admin/operation': 'docs/invoice-admin/operation.mdx',
};

/** The `title` of an MDX file's front matter: the text Docusaurus renders as its h1. */
export function frontMatterTitle(file: string): string {
  const source = readFileSync(file, 'utf8');
  const title = /^---\n[\s\S]*?^title:\s*(.+?)\s*$[\s\S]*?^---$/m.exec(
    source,
  )?.[1];
  if (!title) {
    throw new Error(`${file} has no front-matter title`);
  }
  return title.replace(/^(['"])(.*)\1$/, '$2');
}

export const DOC_ROUTES: SiteRoute[] = Object.entries(DOC_FILES).map(
  ([path, file]) => ({
    path,
    heading: frontMatterTitle(file),
  }),
);

export const PAGE_ROUTES: SiteRoute[] = [
  {path: '', heading: 'PayNow Docs'},
  {
    path: 'markdown-page',
    heading: frontMatterTitle('src/pages/markdown-page.mdx'),
  },
  {path: 'search', heading: 'Search the documentation'},
  {path: 'release-note', heading: 'Release Note'},
  {path: 'release-note/archive', heading: 'Archive'},
  {path: 'release-note/v1.0.0', heading: 'v1.0.0'},
];

export const ALL_ROUTES: SiteRoute[] = [...PAGE_ROUTES, ...DOC_ROUTES];
