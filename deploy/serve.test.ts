import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {SITE_CONF, parseArgs, renderSiteConf} from './serve';

test('parseArgs: defaults, NGINX_PORT, --port N and --port=N', () => {
  assert.deepEqual(parseArgs([], {}), {
    port: 4173,
    buildDir: 'build',
    accessLog: true,
  });
  assert.equal(parseArgs([], {NGINX_PORT: '5000'}).port, 5000);
  assert.equal(parseArgs(['--port', '4300'], {NGINX_PORT: '5000'}).port, 4300);
  assert.deepEqual(
    parseArgs(['--port=4301', '--dir', 'x', '--no-access-log'], {}),
    {
      port: 4301,
      buildDir: 'x',
      accessLog: false,
    },
  );
});

test('parseArgs rejects bad ports and unknown options', () => {
  assert.throws(() => parseArgs(['--port', 'abc'], {}), /Invalid port/);
  assert.throws(() => parseArgs(['--port', '70000'], {}), /Invalid port/);
  assert.throws(() => parseArgs(['--port'], {}), /needs a value/);
  assert.throws(() => parseArgs(['--host', 'x'], {}), /Unknown option/);
});

test('renderSiteConf changes only the listen line and the root of the shipped file', () => {
  const shipped = readFileSync(SITE_CONF, 'utf8');
  const rendered = renderSiteConf(shipped, 4999, '/tmp/x/www');
  assert.match(rendered, /^ {4}listen 127\.0\.0\.1:4999;$/m);
  assert.doesNotMatch(rendered, /^\s*listen 80;/m);
  assert.doesNotMatch(rendered, /\/var\/www\/paynow-docs/);
  assert.match(rendered, /^ {4}root \/tmp\/x\/www;$/m);
  assert.match(
    rendered,
    /include \/tmp\/x\/www\/paynow-guideline\/\.nginx\/csp\.conf;/,
  );
  const renderedLines = rendered.split('\n');
  const changed = shipped
    .split('\n')
    .filter((line, i) => line !== renderedLines[i] && !/^\s*#/.test(line));
  assert.deepEqual(changed, [
    '    listen 80;',
    '    root /var/www/paynow-docs;',
    '    include /var/www/paynow-docs/paynow-guideline/.nginx/csp.conf;',
  ]);
});

test('renderSiteConf refuses a file whose listen or root line moved', () => {
  assert.throws(() => renderSiteConf('server {}', 1, '/x'), /no longer has/);
});
