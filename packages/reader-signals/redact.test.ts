import {test} from 'node:test';
import assert from 'node:assert/strict';
import {EMAIL_MARK, PHONE_MARK, redact} from './redact.ts';

test('e-mail addresses are redacted, full-width @ too', () => {
  assert.equal(
    redact('Write to wang.da-ming+docs@example.com.tw please'),
    `Write to ${EMAIL_MARK} please`,
  );
  assert.equal(
    redact('信箱：ａｂｃ＠ｅｘａｍｐｌｅ．ｃｏｍ，謝謝'),
    `信箱：${EMAIL_MARK}，謝謝`,
  );
});

test('Taiwanese phone numbers in every usual form are redacted', () => {
  for (const phone of [
    '0912-345-678',
    '0912345678',
    '0912 345 678',
    '02-2345-6789',
    '(02)2345-6789',
    '(02) 2345 6789',
    '037-123456',
    '04-2345-6789',
    '+886 912 345 678',
    '+886-912-345-678',
    '+886-2-2345-6789',
    '+886 (2) 2345 6789',
    '886912345678',
    '００９１２－３４５－６７８'.slice(1),
    '+1 415 555 0100',
    '+44 20 7946 0958',
  ]) {
    assert.equal(redact(`call ${phone} now`), `call ${PHONE_MARK} now`, phone);
  }
});

test('Chinese text keeps its full-width punctuation; numbers that are no phone stay', () => {
  assert.equal(
    redact('請撥０９１２－３４５－６７８（白天），謝謝！'),
    `請撥${PHONE_MARK}（白天），謝謝！`,
  );
  for (const text of [
    'Refund of NT$1,200 on 2026-11-30',
    'order 20261130',
    'step 3 of 5',
    'version 3.10.2',
    'ATM code 812',
  ]) {
    assert.equal(redact(text), text);
  }
});
