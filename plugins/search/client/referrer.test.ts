import assert from 'node:assert/strict';
import test from 'node:test';
import {AREA_PARAM, areaOfPath} from './readerArea.ts';
import {referringArea} from './referrer.ts';

const BASE = '/paynow-guideline/zh-TW/';
const ORIGIN = 'https://docs.example';
const SEARCH = `${BASE}search`;

const from = (overrides: Partial<Parameters<typeof referringArea>[0]>) =>
  referringArea({
    search: '?q=refund',
    referrer: '',
    origin: ORIGIN,
    baseUrl: BASE,
    loadedAt: SEARCH,
    pathname: SEARCH,
    ...overrides,
  });

test('areaOfPath: the page below the locale base URL, else nothing', () => {
  assert.equal(
    areaOfPath(`${BASE}docs/payment-admin/seller`, BASE),
    'docs/payment-admin/seller',
  );
  assert.equal(areaOfPath(`${BASE}docs/x/`, BASE), 'docs/x');
  assert.equal(areaOfPath(BASE, BASE), undefined);
  assert.equal(areaOfPath('/elsewhere/docs', BASE), undefined);
});

test('referringArea: the area parameter first, else a same-origin referrer of a document loaded at /search', () => {
  assert.equal(
    from({search: `?q=x&${AREA_PARAM}=docs%2Fpayment-admin%2Fseller`}),
    'docs/payment-admin/seller',
  );
  // A parameter that is no path of the site is dropped, never searched.
  assert.equal(from({search: `?${AREA_PARAM}=%3Cscript%3E`}), undefined);
  assert.equal(from({search: `?${AREA_PARAM}=docs/../../etc`}), undefined);
  assert.equal(from({search: `?${AREA_PARAM}=${'a'.repeat(201)}`}), undefined);
  assert.equal(
    from({referrer: `${ORIGIN}${BASE}docs/important-information/buyer#x`}),
    'docs/important-information/buyer',
  );
  assert.equal(
    from({referrer: `https://other.example${BASE}docs/x`}),
    undefined,
  );
  assert.equal(from({referrer: 'not a url'}), undefined);
  // Moved to /search inside the app: the referrer is an older page's.
  assert.equal(
    from({
      referrer: `${ORIGIN}${BASE}docs/x`,
      loadedAt: `${BASE}docs/y`,
    }),
    undefined,
  );
});
