/** Methods, and traversal or malformed requests that must never leave the build. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {connect, type Socket} from 'node:net';
import {BASE, SECRET, http, mainBundle, raw, state} from './support.ts';
import {onlyOn} from '../engine.ts';

describe('methods', () => {
  for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE']) {
    test(`${method} → 405 with Allow: GET, HEAD`, async () => {
      const response = await http(`${BASE}docs/`, {method});
      assert.equal(response.status, 405);
      assert.equal(response.headers.allow, 'GET, HEAD');
    });
  }
  test('GET has no Allow header', async () => {
    const response = await http(BASE);
    assert.equal(response.headers.allow, undefined);
  });
});

describe('traversal and malformed requests never leave build/', () => {
  for (const path of [
    `${BASE}../secret.txt`,
    `${BASE}../../../../etc/passwd`,
    `${BASE}./docs/`,
    `/..${BASE}`,
    `${BASE}%2e%2e/secret.txt`,
    `${BASE}%2E%2E/%2E%2E/etc/passwd`,
    `${BASE}.%2e/secret.txt`,
    `${BASE}..%2fsecret.txt`,
    `${BASE}docs%2fpayment-admin%2frefund`,
    `${BASE}%2f..%2f..%2fetc%2fpasswd`,
    `${BASE}..%5csecret.txt`,
    `${BASE}..\\secret.txt`,
    `${BASE}%252e%252e/secret.txt`,
    `${BASE}index.html%00.txt`,
    `${BASE}%c0%ae%c0%ae/secret.txt`,
  ]) {
    test(
      `${path} → 400 or 404`,
      /^(?:\/\.\.\/|.*\/\.\/|.*%2f[a-z])/.test(path)
        ? onlyOn('nginx', 'urlNormalisation')
        : {},
      async () => {
        const {status, text} = await raw(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        assert.ok(status === 400 || status === 404, `status ${status}`);
        assert.doesNotMatch(text, new RegExp(SECRET));
        assert.doesNotMatch(text, /root:.*:0:0:/);
      },
    );
  }

  test(
    'dot segments and encoded dots or slashes answer 400',
    onlyOn('nginx', 'urlNormalisation'),
    async () => {
      for (const path of [
        `${BASE}../secret.txt`,
        `${BASE}%2e%2e/secret.txt`,
        `${BASE}docs%2fpayment-admin%2frefund`,
      ]) {
        const {status} = await raw(
          `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
        );
        assert.equal(status, 400, path);
      }
    },
  );

  test('an overlong URL → 414', onlyOn('nginx', 'protocol'), async () => {
    const response = await http(`${BASE}${'x'.repeat(9000)}`);
    assert.equal(response.status, 414);
  });

  test('an overlong header → 400', onlyOn('nginx', 'protocol'), async () => {
    const response = await http(BASE, {headers: {'X-Long': 'y'.repeat(9000)}});
    assert.equal(response.status, 400);
  });

  for (const [name, text] of [
    ['a garbage request line', 'GARBAGE\r\n\r\n'],
    ['HTTP/1.1 without Host', `GET ${BASE} HTTP/1.1\r\n\r\n`],
    ['a space in the path', `GET ${BASE}a b HTTP/1.1\r\nHost: x\r\n\r\n`],
    [
      'a path without a leading slash',
      `GET ${BASE.slice(1)} HTTP/1.1\r\nHost: x\r\n\r\n`,
    ],
    ['two Host headers', `GET ${BASE} HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n`],
  ] as const) {
    test(
      `${name} → 400`,
      name === 'two Host headers' ? onlyOn('nginx', 'protocol') : {},
      async () => {
        const {status} = await raw(text);
        assert.equal(status, 400);
      },
    );
  }
});

describe('slow readers', () => {
  /** The largest send queue (bytes, `ss -m` w) of nginx's connections from `client`. */
  function largestSendQueue(client: string): number {
    const ss = spawnSync(
      'ss',
      [
        '-tmnH',
        'state',
        'connected',
        `( sport = :${state.port} and dst ${client} )`,
      ],
      {encoding: 'utf8'},
    );
    assert.equal(ss.status, 0, ss.stderr);
    return Math.max(
      0,
      ...[...ss.stdout.matchAll(/skmem:\([^)]*\bw(\d+)/g)].map((match) =>
        Number(match[1]),
      ),
    );
  }

  // 2 000 connections from one address asking for a script and reading
  // nothing all got a 200 and together pinned 513 MB of send buffers: each
  // answer fit the kernel's (self-growing) send buffer, so the requests were
  // over for nginx and the per-address limit never counted them.
  test(
    'they count against the per-address limit (429 past 64), and each pins at most its fixed send buffer',
    onlyOn('nginx', 'connectionLimits'),
    async () => {
      const client = '127.0.0.3';
      const sockets: Socket[] = [];
      const statuses = await Promise.all(
        Array.from(
          {length: 80},
          () =>
            new Promise<string>((resolve) => {
              const socket = connect(
                {port: state.port, host: '127.0.0.1', localAddress: client},
                () =>
                  socket.write(
                    `GET ${BASE}${mainBundle()} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`,
                  ),
              );
              sockets.push(socket);
              socket.once('data', (chunk: Buffer) => {
                socket.pause();
                resolve(chunk.toString('latin1').slice(9, 12));
              });
              socket.on('error', () => resolve('error'));
            }),
        ),
      );
      try {
        // Let the kernel fill what it will.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const counts = Object.fromEntries(
          [...new Set(statuses)].map((status) => [
            status,
            statuses.filter((other) => other === status).length,
          ]),
        );
        assert.deepEqual(counts, {200: 64, 429: 16});
        // sndbuf=32k, doubled by the kernel, plus its bookkeeping.
        assert.ok(
          largestSendQueue(client) <= 160 * 1024,
          String(largestSendQueue(client)),
        );
      } finally {
        for (const socket of sockets) socket.destroy();
      }
    },
  );
});
