import {test} from 'node:test';
import assert from 'node:assert/strict';
import {liteClient} from 'algoliasearch/lite';
import {
  algoliaRequest,
  createAlgoliaClient,
  segmentsOf,
} from './algoliaClient.ts';
import {SearchUnavailableError} from './localClient.ts';

const FILTERS = {language: 'en', tags: ['default', 'docs-default-current']};

test('Algolia client: contextual facet filters, highlight parsing, errors', async () => {
  assert.deepEqual(
    algoliaRequest({query: 'refund', filters: FILTERS, page: 1, hitsPerPage: 5})
      .facetFilters,
    [
      'language:en',
      ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
    ],
  );
  assert.deepEqual(segmentsOf('a \u0002refund\u0003 <b>'), [
    {text: 'a ', match: false},
    {text: 'refund', match: true},
    {text: ' <b>', match: false},
  ]);
  // Algolia's own lite client, with its transport (hosts, retries) and a
  // stand-in for the network: the main host is down, a fallback answers.
  const requests: {url: string; data: string}[] = [];
  const requester = {
    async send(request: {url: string; data?: string | Uint8Array}) {
      requests.push({url: request.url, data: String(request.data)});
      if (new URL(request.url).host === 'app-dsn.algolia.net') {
        return {content: '', isTimedOut: false, status: 0};
      }
      return {
        content: JSON.stringify({
          results: [
            {
              nbHits: 42,
              page: 0,
              nbPages: 5,
              hits: [
                {
                  objectID: '1',
                  url: 'https://docs.example/paynow-guideline/docs/payment-admin/refund#log-in',
                  type: 'lvl2',
                  hierarchy: {
                    lvl0: 'Payment back office',
                    lvl1: 'ATM refund for buyers',
                    lvl2: 'Log in',
                    lvl3: null,
                  },
                  _highlightResult: {hierarchy: {lvl2: {value: 'Log in'}}},
                  _snippetResult: {
                    content: {value: 'the \u0002refund\u0003 e-mail'},
                  },
                },
              ],
            },
          ],
        }),
        isTimedOut: false,
        status: 200,
      };
    },
  };
  const client = createAlgoliaClient(
    {appId: 'APP', apiKey: 'KEY', indexName: 'docs'},
    async () => liteClient('APP', 'KEY', {requester}),
  );
  const response = await client.search({query: 'refund', filters: FILTERS});
  // The main host first, then one of the fallback hosts.
  assert.deepEqual(
    requests.map((request) => new URL(request.url).host),
    [
      'app-dsn.algolia.net',
      new URL(requests[1]!.url).host.match(/^app-[123]\.algolianet\.com$/)?.[0],
    ],
  );
  const url = new URL(requests[1]!.url);
  assert.equal(url.pathname, '/1/indexes/*/queries');
  const [sent] = JSON.parse(requests[1]!.data).requests;
  assert.equal(sent.indexName, 'docs');
  assert.equal(sent.query, 'refund');
  assert.equal(response.nbHits, 42);
  // Algolia's sections come back as the page's row with the section beneath.
  assert.deepEqual(response.hits[0], {
    id: 'page:/paynow-guideline/docs/payment-admin/refund',
    url: '/paynow-guideline/docs/payment-admin/refund',
    lvl0: 'Payment back office',
    crumbs: [],
    title: 'ATM refund for buyers',
    path: [],
    heading: [{text: 'ATM refund for buyers', match: false}],
    snippet: [],
    sections: [
      {
        id: '1',
        url: '/paynow-guideline/docs/payment-admin/refund#log-in',
        path: ['Log in'],
        heading: [{text: 'Log in', match: false}],
        snippet: [
          {text: 'the ', match: false},
          {text: 'refund', match: true},
          {text: ' e-mail', match: false},
        ],
      },
    ],
  });
  assert.deepEqual(
    algoliaRequest({
      query: '退款',
      filters: {language: 'zh-TW', tags: ['default']},
    }).facetFilters,
    ['language:zh-TW', ['docusaurus_tag:default']],
  );
  const down = createAlgoliaClient(
    {appId: 'A', apiKey: 'K', indexName: 'i'},
    async () =>
      liteClient('A', 'K', {
        requester: {
          send: async () => ({content: '', isTimedOut: false, status: 0}),
        },
      }),
  );
  await assert.rejects(down.search({query: 'refund'}), SearchUnavailableError);
  assert.equal((await down.search({query: ' '})).nbHits, 0);
});
