/**
 * One page of each type the site has, relative to a locale's base URL: the
 * pages the no-JavaScript, forced-colours and screenshot tests visit.
 */
export interface PageType {
  name: string;
  path: string;
  /** Whether its content sits beside the docs sidebar (at desktop width). */
  sidebar: boolean;
  status: number;
}

export const PAGE_TYPES: readonly PageType[] = [
  {name: 'home', path: '', sidebar: false, status: 200},
  {
    name: 'guide',
    path: 'docs/payment-admin/refund',
    sidebar: true,
    status: 200,
  },
  {
    name: 'section index',
    path: 'docs/payment-admin/',
    sidebar: true,
    status: 200,
  },
  {name: 'API operation', path: 'api/add-pet', sidebar: true, status: 200},
  {name: 'search', path: 'search?q=refund', sidebar: false, status: 200},
  {
    name: 'release note',
    path: 'release-note/v1.0.0',
    sidebar: false,
    status: 200,
  },
  {name: '404', path: 'docs/no-such-page', sidebar: false, status: 404},
];

/** The one console line the not-found page may log: the browser reporting the document's own 404. */
export const NOT_FOUND_CONSOLE =
  'error: Failed to load resource: the server responded with a status of 404 (Not Found)';
