/**
 * Issue 50 L-13: every answer the site makes itself carries HSTS and every
 * policy header with nginx's values, on both engines — nginx's HTTPS
 * server, and the Worker on its own answers (pages, Markdown, errors, the
 * MCP endpoint and reader signals) and through `_headers` on the
 * platform's. (Cloudflare serves the Worker over HTTPS only; locally
 * wrangler dev speaks plain HTTP, where a browser ignores the header.)
 */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {POLICY} from '../../policy.ts';
import {ENGINE} from '../engine.ts';
import {
  BASE,
  http,
  https,
  mainBundle,
  type RequestOptions,
  type Response,
} from './support.ts';

/** The site's answer over the engine's own transport: nginx's HTTPS, the Worker's HTTP. */
function site(path: string, options: RequestOptions = {}): Promise<Response> {
  return ENGINE === 'nginx' ? https(path, options) : http(path, options);
}

/** Stands for the main bundle's URL in the cases below. */
const HASHED_FILE = 'the main bundle';

const JSON_POST = {
  method: 'POST',
  headers: {
    'Content-Type': 'application/json',
    Accept: 'application/json, text/event-stream',
    'Mcp-Protocol-Version': '2025-06-18',
  },
};

describe(`${ENGINE}: HSTS and the policy headers on every answer of the site (L-13)`, () => {
  const cases: [string, string, RequestOptions, number][] = [
    ['a page', `${BASE}docs/`, {}, 200],
    ['a .md copy', `${BASE}docs/payment-admin/refund.md`, {}, 200],
    [
      'a page asked for as Markdown',
      `${BASE}zh-TW/docs/payment-admin/refund`,
      {headers: {Accept: 'text/markdown'}},
      200,
    ],
    ['a 404', `${BASE}nowhere`, {}, 404],
    ['an unknown .md', `${BASE}docs/nowhere.md`, {}, 404],
    ['a 301', `${BASE}index.html`, {}, 301],
    ['a 405', BASE, {method: 'POST'}, 405],
    ['a hashed file', HASHED_FILE, {}, 200],
    [
      'the MCP endpoint',
      `${BASE}mcp`,
      {
        ...JSON_POST,
        body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
      },
      200,
    ],
    ['the MCP endpoint refusing GET', `${BASE}mcp`, {}, 405],
    [
      'reader signals refusing a bad body',
      `${BASE}feedback`,
      {...JSON_POST, body: '{}'},
      400,
    ],
  ];
  for (const [name, path, options, status] of cases) {
    test(`${name}: ${status}, with Strict-Transport-Security, the CSP and every security header`, async () => {
      // The main bundle's name is known once the build is copied.
      const {status: got, headers} = await site(
        path === HASHED_FILE ? `${BASE}${mainBundle()}` : path,
        options,
      );
      assert.equal(got, status, path);
      assert.equal(headers['strict-transport-security'], POLICY.hsts, path);
      assert.ok(headers['content-security-policy'], path);
      for (const rule of POLICY.securityHeaders) {
        assert.equal(
          headers[rule.name.toLowerCase()],
          rule.value,
          `${path}: ${rule.name}`,
        );
      }
    });
  }
});
