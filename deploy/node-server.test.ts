import {test} from 'node:test';
import assert from 'node:assert/strict';
import type {IncomingMessage} from 'node:http';
import {Readable} from 'node:stream';
import {webRequest} from './node-server.ts';

/** A request as node:http gives it, from `peer`. */
function incoming(
  peer: string,
  headers: Record<string, string>,
  method = 'GET',
): IncomingMessage {
  const message = Readable.from([]) as unknown as IncomingMessage;
  Object.assign(message, {
    method,
    url: '/guides/feedback',
    headers,
    socket: {remoteAddress: peer},
  });
  return message;
}

test('X-Real-IP and X-Forwarded-Proto count only from nginx on the loopback address', () => {
  const headers = {
    host: 'docs.example.com',
    'x-real-ip': '198.51.100.7',
    'x-forwarded-proto': 'https',
  };
  const proxied = webRequest(incoming('127.0.0.1', headers));
  assert.equal(proxied.clientAddress, '198.51.100.7');
  assert.equal(proxied.request.url, 'https://docs.example.com/guides/feedback');
  const direct = webRequest(incoming('203.0.113.5', headers));
  assert.equal(direct.clientAddress, '203.0.113.5');
  assert.equal(direct.request.url, 'http://docs.example.com/guides/feedback');
  const local = webRequest(incoming('::1', {host: '127.0.0.1:4180'}));
  assert.equal(local.clientAddress, '::1');
});
