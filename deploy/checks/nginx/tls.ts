/** The TLS server block, and one client that cannot take every connection. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {request} from 'node:http';
import {connect, type Socket} from 'node:net';
import {connect as tlsConnect, type SecureVersion} from 'node:tls';
import {
  BASE,
  SITE_HOST,
  rawTo,
  file,
  https,
  state,
  readResponse,
} from './support.ts';
import {onlyOn} from '../engine.ts';

describe('TLS server block', onlyOn('nginx', 'tls'), () => {
  /** The protocol a handshake limited to `min`–`max` agrees on, or the error. */
  function handshake(min: SecureVersion, max: SecureVersion): Promise<string> {
    return new Promise((resolve) => {
      const socket = tlsConnect({
        host: '127.0.0.1',
        port: state.tlsServer!.tlsPort,
        servername: SITE_HOST,
        ca: readFileSync(state.certificate),
        minVersion: min,
        maxVersion: max,
        // Let this client offer the old protocols, so only the server can refuse them.
        ciphers: 'DEFAULT:@SECLEVEL=0',
      });
      socket.on('secureConnect', () => {
        resolve(String(socket.getProtocol()));
        socket.end();
      });
      socket.on('error', (error) => resolve(`refused: ${error.message}`));
    });
  }

  test('serves the site over HTTPS with HSTS and the security headers', async () => {
    const response = await https(`${BASE}docs/`);
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, file('docs/index.html'));
    assert.equal(
      response.headers['strict-transport-security'],
      'max-age=63072000; includeSubDomains',
    );
    assert.match(
      String(response.headers['content-security-policy']),
      /frame-ancestors 'none'/,
    );
    assert.equal(
      response.headers['cross-origin-resource-policy'],
      'same-origin',
    );
  });

  test('errors over HTTPS carry HSTS too', async () => {
    const response = await https(`${BASE}nowhere`);
    assert.equal(response.status, 404);
    assert.equal(
      response.headers['strict-transport-security'],
      'max-age=63072000; includeSubDomains',
    );
  });

  for (const version of ['TLSv1.2', 'TLSv1.3'] as const) {
    test(`accepts ${version}`, async () => {
      assert.equal(await handshake(version, version), version);
    });
  }

  for (const version of ['TLSv1', 'TLSv1.1'] as const) {
    test(`refuses ${version}`, async () => {
      assert.match(await handshake(version, version), /^refused/);
    });
  }

  test('plain HTTP redirects to HTTPS on the configured host, whatever the Host header', async () => {
    for (const host of [SITE_HOST, 'evil.example', '127.0.0.1']) {
      const {status, text} = await rawTo(
        state.tlsServer!.port,
        `GET ${BASE}docs/?a=1 HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(status, 301, host);
      assert.match(
        text,
        new RegExp(
          `\\r\\nLocation: https://${SITE_HOST.replace(/\./g, '\\.')}${BASE}docs/\\?a=1\\r\\n`,
        ),
        host,
      );
      assert.doesNotMatch(text, /Strict-Transport-Security/i);
    }
  });
});

describe('one client cannot take every connection', () => {
  /**
   * Sockets that send half a request header and wait, as a slow-header
   * ("slowloris") attack does, all from 127.0.0.1. More than the 2 × 1024
   * connections the workers used to have.
   */
  const SLOW_CONNECTIONS = 2200;

  test(`${SLOW_CONNECTIONS} slow connections from one address: another client is still answered`, async () => {
    const sockets: Socket[] = [];
    try {
      await Promise.all(
        Array.from(
          {length: SLOW_CONNECTIONS},
          () =>
            new Promise<void>((resolve) => {
              const socket = connect(state.port, '127.0.0.1', () => {
                socket.write(`GET ${BASE} HTTP/1.1\r\nHost: localhost\r\n`);
                resolve();
              });
              socket.on('error', () => resolve());
              sockets.push(socket);
            }),
        ),
      );
      // Give nginx the time to accept them all.
      await new Promise((resolve) => setTimeout(resolve, 500));
      // Another client (127.0.0.2, also a loopback address) reads pages,
      // 50 at a time (fewer than the per-address limit).
      const page = () =>
        new Promise<number>((resolve, reject) => {
          const req = request(
            {
              host: '127.0.0.1',
              port: state.port,
              path: `${BASE}docs/payment-admin/refund`,
              localAddress: '127.0.0.2',
              agent: false,
              timeout: 3000,
            },
            (res) =>
              readResponse(res).then(() => resolve(res.statusCode!), reject),
          );
          req.on('timeout', () => req.destroy(new Error('timed out')));
          req.on('error', reject);
          req.end();
        });
      for (let round = 0; round < 4; round += 1) {
        const answers = await Promise.allSettled(
          Array.from({length: 50}, page),
        );
        const problems = answers
          .map((answer) =>
            answer.status === 'fulfilled'
              ? answer.value
              : String((answer.reason as Error).message),
          )
          .filter((answer) => answer !== 200);
        assert.deepEqual(problems, [], `round ${round}`);
      }
    } finally {
      for (const socket of sockets) {
        socket.destroy();
      }
    }
  });
});
