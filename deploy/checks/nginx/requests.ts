/** Methods, and traversal or malformed requests that must never leave the build. */
import {describe, test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {connect, type Socket} from 'node:net';
import {BASE, SECRET, http, mainBundle, raw, state} from './support.ts';
import {ENGINE, onlyOn} from '../engine.ts';

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

/**
 * Hostile paths and the one status each gets: 400 from the path rule of
 * both engines (nginx's server block, the Worker's `UNSAFE_PATH`), else the
 * status of what the path names. On Cloudflare the platform resolves dot
 * segments (`%2e` ones and backslashes too) and decodes `%2F` before any code
 * of ours runs (urlNormalisation): such a path gets its clean form's answer
 * there, the third column.
 */
const HOSTILE: [path: string, status: number, normalised?: number][] = [
  [`${BASE}../secret.txt`, 400, 404],
  [`${BASE}../../../../etc/passwd`, 400, 404],
  [`${BASE}./docs/`, 400, 200],
  [`/..${BASE}`, 400, 200],
  [`${BASE}%2e%2e/secret.txt`, 400, 404],
  [`${BASE}%2E%2E/%2E%2E/etc/passwd`, 400, 404],
  [`${BASE}.%2e/secret.txt`, 400, 404],
  [`${BASE}docs/%2e%2e/`, 400, 200],
  [`${BASE}..\\secret.txt`, 400, 404],
  [`${BASE}docs%2fpayment-admin%2frefund`, 400, 307],
  [`/.well-known/skills/../../${BASE.slice(1)}.nginx/csp.conf`, 400, 404],
  [`${BASE}..%2fsecret.txt`, 400],
  [`${BASE}%2f..%2f..%2fetc%2fpasswd`, 400],
  [`${BASE}..%5csecret.txt`, 400],
  [`${BASE}index.html%00.txt`, 400],
  [`${BASE}%252e%252e/secret.txt`, 404],
  [`${BASE}%c0%ae%c0%ae/secret.txt`, 404],
];

describe('traversal and malformed requests never leave build/', () => {
  for (const [path, status, normalised] of HOSTILE) {
    const expected =
      ENGINE === 'workerd' && normalised !== undefined ? normalised : status;
    test(`${path} → ${expected}${expected === status ? '' : ' (urlNormalisation)'}`, async () => {
      const {status: actual, text} = await raw(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`,
      );
      assert.equal(actual, expected);
      assert.doesNotMatch(text, new RegExp(SECRET));
      assert.doesNotMatch(text, /root:.*:0:0:/);
    });
  }

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
