import assert from 'node:assert/strict';
import test from 'node:test';
import {AREA_IDS, translatedAreas} from './areas.ts';

const AREAS = {
  docs: {api: 'API reference'},
  blog: 'Release notes',
  pages: 'Pages',
};

test('translatedAreas: each area name from its pnSearch.area.* translation, else the option', () => {
  assert.deepEqual(
    translatedAreas(AREAS, {
      'pnSearch.area.docs.api': 'API 參考範例',
      'pnSearch.area.blog': '版本資訊',
    }),
    {docs: {api: 'API 參考範例'}, blog: '版本資訊', pages: 'Pages'},
  );
  assert.deepEqual(translatedAreas(AREAS, {}), AREAS);
  assert.equal(AREA_IDS.docs('api'), 'pnSearch.area.docs.api');
});
