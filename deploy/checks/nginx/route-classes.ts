/**
 * Every route class of the serving policy (`ROUTES`, deploy/policy.ts),
 * decided the same by both engines: one table of requests and the answer
 * each gets — status, media type, cache class, `Location` — run as it is
 * against nginx and against workerd (`npm run test:http` runs this file on
 * both). A class of the policy without requests here fails the run.
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {POLICY, ROUTES, type RouteClass} from '../../policy.ts';
import {BASE, BASE_PATH, IMMUTABLE, http, stylesheet} from './support.ts';

interface Case {
  method?: string;
  path: string | (() => string);
  headers?: Record<string, string>;
  status: number;
  /** The media type without parameters (a charset is the platform's: mediaTypes); a redirect's is not compared. */
  type?: string;
  cache: string;
  location?: string;
}

const {revalidate, error} = POLICY.cache;
const html = 'text/html';
const markdown = 'text/markdown';
const json = 'application/json';

const CASES: Record<RouteClass, Case[]> = {
  hostRedirect: [
    {path: '/', status: 301, cache: revalidate, location: BASE},
    {path: BASE_PATH, status: 301, cache: revalidate, location: BASE},
  ],
  page: [
    {path: BASE, status: 200, type: html, cache: revalidate},
    {
      path: `${BASE}docs/payment-admin/refund`,
      status: 200,
      type: html,
      cache: revalidate,
    },
    {path: `${BASE}zh-TW/`, status: 200, type: html, cache: revalidate},
  ],
  cleanUrl: [
    {
      path: `${BASE}docs/index.html`,
      status: 301,
      cache: revalidate,
      location: `${BASE}docs/`,
    },
    {
      path: `${BASE}docs/payment-admin/refund.html`,
      status: 301,
      cache: revalidate,
      location: `${BASE}docs/payment-admin/refund`,
    },
    {
      path: `${BASE}docs//payment-admin/`,
      status: 301,
      cache: revalidate,
      location: `${BASE}docs/payment-admin/`,
    },
  ],
  markdown: [
    {
      path: `${BASE}docs/payment-admin/refund.md`,
      status: 200,
      type: markdown,
      cache: revalidate,
    },
    {
      path: `${BASE}zh-TW/docs/payment-admin/refund`,
      headers: {Accept: 'text/markdown'},
      status: 200,
      type: markdown,
      cache: revalidate,
    },
  ],
  markdownNotFound: [
    {
      path: `${BASE}docs/nowhere.md`,
      status: 404,
      type: markdown,
      cache: error,
    },
  ],
  asset: [
    {
      path: () => `${BASE}${stylesheet()}`,
      status: 200,
      type: 'text/css',
      cache: IMMUTABLE,
    },
  ],
  file: [
    {
      path: `${BASE}img/favicon.svg`,
      status: 200,
      type: 'image/svg+xml',
      cache: revalidate,
    },
    {
      path: `${BASE}llms.txt`,
      status: 200,
      type: 'text/plain',
      cache: revalidate,
    },
  ],
  hostRoot: [
    {path: '/robots.txt', status: 200, type: 'text/plain', cache: revalidate},
    {path: '/llms.txt', status: 200, type: 'text/plain', cache: revalidate},
  ],
  wellKnown: [
    {
      path: POLICY.apiCatalog,
      status: 200,
      type: POLICY.hostRoot.wellKnown['api-catalog'],
      cache: revalidate,
    },
    {
      path: POLICY.aiCatalog,
      status: 200,
      type: POLICY.hostRoot.wellKnown['ai-catalog.json'],
      cache: revalidate,
    },
    {
      path: '/.well-known/agent-skills/index.json',
      status: 200,
      type: json,
      cache: revalidate,
    },
  ],
  feedback: [{path: `${BASE}feedback`, status: 405, type: json, cache: error}],
  mcp: [
    {path: `${BASE}mcp`, status: 405, type: json, cache: error},
    {
      path: `${BASE}mcp/server-card`,
      status: 200,
      type: 'application/mcp-server-card+json',
      cache: 'public, max-age=3600',
    },
  ],
  notFound: [
    {path: `${BASE}nowhere`, status: 404, type: html, cache: error},
    {path: `${BASE}zh-TW/nowhere`, status: 404, type: html, cache: error},
    {path: `${BASE}404`, status: 404, type: html, cache: error},
    {path: `${BASE}.nginx/build.json`, status: 404, type: html, cache: error},
    {path: '/elsewhere', status: 404, type: html, cache: error},
  ],
  method: [
    {
      method: 'POST',
      path: `${BASE}docs/`,
      status: 405,
      type: html,
      cache: error,
    },
  ],
  hostile: [
    {path: `${BASE}..%2fsecret.txt`, status: 400, type: html, cache: error},
    {path: `${BASE}docs%5crefund`, status: 400, type: html, cache: error},
    {path: `${BASE}index.html%00.txt`, status: 400, type: html, cache: error},
  ],
};

describe('every route class of the policy, decided alike by both engines', () => {
  test('each class of ROUTES has requests here', () => {
    assert.deepEqual(Object.keys(CASES).sort(), Object.keys(ROUTES).sort());
    for (const [name, cases] of Object.entries(CASES))
      assert.ok(cases.length > 0, name);
  });
  for (const [name, cases] of Object.entries(CASES)) {
    test(`${name}: ${ROUTES[name as RouteClass].what}`, async () => {
      for (const {method = 'GET', path, headers, ...expected} of cases) {
        const url = typeof path === 'string' ? path : path();
        const response = await http(url, {method, headers});
        const type = String(response.headers['content-type'] ?? '').split(
          ';',
        )[0];
        assert.deepEqual(
          {
            status: response.status,
            ...(expected.type && {type}),
            cache: response.headers['cache-control'],
            ...(expected.location && {location: response.headers.location}),
          },
          expected,
          `${method} ${url}`,
        );
      }
    });
  }
});
