import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {serializeJsonLd} from './client/jsonLd.ts';

const PAYLOAD =
  '`</script><meta http-equiv=refresh content=0;url=https://evil.example/>`';

describe('serializeJsonLd', () => {
  it('keeps no markup characters and parses back to the same value', () => {
    const data = {name: PAYLOAD, other: 'a & b \u2028 \u2029 <!-- x -->'};
    const json = serializeJsonLd(data);
    assert.doesNotMatch(json, /[<>&\u2028\u2029]/);
    assert.deepEqual(JSON.parse(json), data);
  });
});
