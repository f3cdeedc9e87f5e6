import {test} from 'node:test';
import assert from 'node:assert/strict';
import {resolve} from 'node:path';
import {parseArgs} from './serve';

test('parseArgs: defaults, NGINX_PORT, --port N and --port=N', () => {
  assert.deepEqual(parseArgs([], {}), {
    port: 4173,
    buildDir: 'build',
    accessLog: true,
    nodePort: undefined,
    dataDir: resolve(import.meta.dirname, '../data'),
  });
  assert.deepEqual(
    parseArgs(['--node-port', '4400', '--data', 'd'], {DATA_DIR: '/x'}),
    {
      port: 4173,
      buildDir: 'build',
      accessLog: true,
      nodePort: 4400,
      dataDir: resolve('d'),
    },
  );
  assert.equal(parseArgs([], {DATA_DIR: '/srv/data'}).dataDir, '/srv/data');
  assert.equal(parseArgs([], {NGINX_PORT: '5000'}).port, 5000);
  assert.equal(parseArgs(['--port', '4300'], {NGINX_PORT: '5000'}).port, 4300);
  assert.deepEqual(
    parseArgs(['--port=4301', '--dir', 'x', '--no-access-log'], {}),
    {
      port: 4301,
      buildDir: 'x',
      accessLog: false,
      nodePort: undefined,
      dataDir: resolve(import.meta.dirname, '../data'),
    },
  );
});

test('parseArgs: HTTPS takes a port, a certificate and its key', () => {
  assert.deepEqual(
    parseArgs(
      ['--tls-port', '4443', '--tls-cert=cert.pem', '--tls-key', 'key.pem'],
      {},
    ).tls,
    {
      port: 4443,
      certificate: resolve('cert.pem'),
      certificateKey: resolve('key.pem'),
    },
  );
  assert.throws(
    () => parseArgs(['--tls-port', '4443', '--tls-cert', 'c.pem'], {}),
    /all of --tls-port, --tls-cert and --tls-key/,
  );
  assert.throws(
    () =>
      parseArgs(
        ['--tls-port', '0', '--tls-cert', 'c.pem', '--tls-key', 'k.pem'],
        {},
      ),
    /Invalid port/,
  );
});

test('parseArgs rejects bad ports and unknown options', () => {
  assert.throws(() => parseArgs(['--port', 'abc'], {}), /Invalid port/);
  assert.throws(() => parseArgs(['--port', '70000'], {}), /Invalid port/);
  assert.throws(() => parseArgs(['--port'], {}), /needs a value/);
  assert.throws(() => parseArgs(['--host', 'x'], {}), /Unknown option/);
});
