import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {
  SITE_CONF,
  containerConf,
  renderMainConf,
  renderSiteConf,
} from './nginx-conf';

const TEMPLATE = readFileSync(SITE_CONF, 'utf8');
const PLAIN = {
  baseUrl: '/guides/',
  siteUrl: 'https://docs.example.com',
  root: '/srv/www',
  httpListen: '127.0.0.1:4999',
};
const TLS = {
  listen: '127.0.0.1:4998',
  certificate: '/etc/tls/cert.pem',
  certificateKey: '/etc/tls/key.pem',
};

/** The directives of a rendered file: comments and blank lines left out. */
function directives(conf: string): string[] {
  return conf
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

test('the shipped template names no base path, host or port of its own', () => {
  const code = directives(TEMPLATE).join('\n');
  assert.doesNotMatch(code, /paynow-guideline/);
  assert.doesNotMatch(code, /paynow\.example/);
  assert.doesNotMatch(code, /listen \d/);
});

test('plain HTTP: the site under BASE_URL, no TLS, no redirect server', () => {
  const conf = directives(renderSiteConf(TEMPLATE, PLAIN));
  assert.deepEqual(
    conf.filter((line) => line.startsWith('listen')),
    ['listen 127.0.0.1:4999 sndbuf=32k;'],
  );
  assert.ok(conf.includes('server_name docs.example.com;'));
  assert.ok(conf.includes('root /srv/www;'));
  assert.ok(conf.includes('include /srv/www/guides/.nginx/csp.conf;'));
  assert.ok(conf.includes('location /guides/ {'));
  assert.ok(conf.includes('location = /guides {'));
  assert.ok(conf.includes('error_page 404 /guides/404.html;'));
  assert.ok(
    conf.some((line) => line.includes('"~^(?:200|304)  /guides/assets/')),
  );
  assert.equal(conf.filter((line) => line === 'server {').length, 1);
  const text = conf.join('\n');
  assert.doesNotMatch(text, /ssl|Strict-Transport-Security|@[A-Z_]+@/);
});

test('TLS: HTTPS with HSTS and TLS 1.2/1.3; plain HTTP redirects to the configured host', () => {
  const conf = directives(renderSiteConf(TEMPLATE, {...PLAIN, tls: TLS}));
  assert.deepEqual(
    conf.filter((line) => line.startsWith('listen')),
    [
      'listen 127.0.0.1:4999 default_server sndbuf=32k;',
      'listen 127.0.0.1:4998 ssl http2 sndbuf=32k;',
    ],
  );
  assert.ok(conf.includes('ssl_protocols TLSv1.2 TLSv1.3;'));
  assert.ok(conf.includes('ssl_certificate /etc/tls/cert.pem;'));
  assert.ok(conf.includes('ssl_certificate_key /etc/tls/key.pem;'));
  assert.ok(
    conf.includes('add_header Strict-Transport-Security $paynow_hsts always;'),
  );
  assert.ok(conf.includes('default "max-age=63072000; includeSubDomains";'));
  assert.ok(
    conf.includes('return 301 https://docs.example.com$request_uri;'),
    'the redirect names the configured host, not $host',
  );
  // The Node server gets the request's own Host (its origin check compares it with Origin).
  assert.doesNotMatch(
    conf
      .filter((line) => line !== 'proxy_set_header Host $http_host;')
      .join('\n'),
    /\$host|\$http_host|\$server_name/,
  );
});

test('a base path with a dot is a literal in the regular expressions', () => {
  const conf = renderSiteConf(TEMPLATE, {...PLAIN, baseUrl: '/v1.2/'});
  assert.match(conf, /"~\^\(\?:200\|304\) {2}\/v1\\\.2\/assets\//);
  assert.match(conf, /\(\?<paynow_clean>\/v1\\\.2\//);
  assert.match(conf, /location \/v1\.2\/ \{/);
});

test('BASE_URL "/" leaves out the locations outside the base path', () => {
  const conf = directives(renderSiteConf(TEMPLATE, {...PLAIN, baseUrl: '/'}));
  assert.deepEqual(
    conf.filter((line) => line.startsWith('location')),
    [
      'location = /feedback {',
      'location = /mcp {',
      'location @paynow_feedback_too_large {',
      'location @paynow_feedback_down {',
      'location @paynow_mcp_too_large {',
      'location @paynow_mcp_down {',
      'location / {',
      'location = /404.html {',
      'location = /404 {',
      'location /zh-TW/ {',
      'location = /zh-TW/404.html {',
      'location = /zh-TW/404 {',
      'location @paynow_not_found_zh_tw {',
      // Agent discovery is at the host root whatever the base path.
      'location ~ "^/\\.well-known/(?<paynow_well_known>(?:agent-skills|skills)/(?:index\\.json|[a-z0-9](?:[a-z0-9-]*[a-z0-9])?/SKILL\\.md))$" {',
      'location = /.well-known/api-catalog {',
      'location ~ /\\. {',
      'location ~ "^(?<paynow_clean>/([A-Za-z0-9_~-][A-Za-z0-9._~-]*/)*)index\\.html$" {',
      'location ~ "^(?<paynow_clean>/([A-Za-z0-9_~-][A-Za-z0-9._~-]*/)*[A-Za-z0-9_~-][A-Za-z0-9._~-]*)\\.html$" {',
      'location ~ \\.html$ {',
    ],
  );
});

test('values that could end a directive or open a block are refused', () => {
  assert.throws(
    () => renderSiteConf(TEMPLATE, {...PLAIN, baseUrl: '/a;b/'}),
    /BASE_URL/,
  );
  assert.throws(
    () => renderSiteConf(TEMPLATE, {...PLAIN, root: '/srv/www; include /x'}),
    /root cannot go into/,
  );
  assert.throws(
    () =>
      renderSiteConf(TEMPLATE, {
        ...PLAIN,
        tls: {...TLS, certificate: '/a{b}'},
      }),
    /tls\.certificate cannot go into/,
  );
});

test('the template language: unknown tokens and unbalanced blocks fail', () => {
  assert.throws(
    () => renderSiteConf('root @NOPE@;\n', PLAIN),
    /@NOPE@ has no value/,
  );
  assert.throws(
    () => renderSiteConf('listen @HTTPS_LISTEN@;\n', PLAIN),
    /@HTTPS_LISTEN@ has no value/,
  );
  assert.throws(
    () => renderSiteConf('# <tls>\n# <plain>\n# </plain>\n# </tls>\n', PLAIN),
    /unbalanced/,
  );
  assert.throws(() => renderSiteConf('# <tls>\nx;\n', PLAIN), /never closed/);
});

test('the image: unprivileged ports and paths, HTTPS by default, plain on request', () => {
  const tls = containerConf(TEMPLATE, {
    tls: true,
    baseUrl: '/guides/',
    siteUrl: 'https://docs.example.com',
  });
  const main = directives(tls['nginx.conf']);
  assert.ok(main.includes('pid /tmp/nginx.pid;'));
  assert.ok(main.includes('include /etc/nginx/paynow/paynow-docs.conf;'));
  assert.ok(!main.some((line) => /^user\b/.test(line)));
  const site = directives(tls['paynow-docs.conf']);
  assert.deepEqual(
    site.filter((line) => line.startsWith('listen')),
    [
      'listen 8080 default_server sndbuf=32k;',
      'listen 8443 ssl http2 sndbuf=32k;',
    ],
  );
  assert.ok(site.includes('root /var/www/paynow-docs;'));
  const plain = containerConf(TEMPLATE, {
    tls: false,
    baseUrl: '/guides/',
    siteUrl: 'https://docs.example.com',
  });
  assert.deepEqual(
    directives(plain['paynow-docs.conf']).filter((line) =>
      line.startsWith('listen'),
    ),
    ['listen 8080 sndbuf=32k;'],
  );
});

test('the workers have room for a connection flood; one address cannot hold them all', () => {
  const main = directives(
    renderMainConf({
      siteConf: '/x/site.conf',
      mimeTypes: '/etc/nginx/mime.types',
      pidFile: '/tmp/x.pid',
      tempDir: '/tmp',
      accessLog: 'off',
      workerProcesses: '2',
    }),
  );
  assert.ok(main.includes('events { worker_connections 8192; }'));
  assert.ok(main.includes('worker_rlimit_nofile 16384;'));
  const site = directives(renderSiteConf(TEMPLATE, PLAIN));
  for (const line of [
    'limit_conn_zone $binary_remote_addr zone=paynow_per_address:10m;',
    'limit_conn paynow_per_address 64;',
    'client_header_timeout 5s;',
    'reset_timedout_connection on;',
    'max_ranges 1;',
  ]) {
    assert.ok(site.includes(line), line);
  }
});

test('slow readers are bounded: a fixed send buffer on every listen, a send timeout that resets, a per-address limit', () => {
  for (const options of [PLAIN, {...PLAIN, tls: TLS}]) {
    const conf = directives(renderSiteConf(TEMPLATE, options));
    const listens = conf.filter((line) => line.startsWith('listen '));
    assert.ok(listens.length > 0);
    for (const listen of listens) {
      // Without it Linux grows each send buffer up to 4 MB (tcp_wmem).
      assert.match(listen, / sndbuf=32k;$/, listen);
    }
    assert.ok(conf.includes('send_timeout 10s;'));
    assert.ok(conf.includes('reset_timedout_connection on;'));
    assert.ok(conf.includes('limit_conn paynow_per_address 64;'));
  }
});

test('each translation of the site gets its folder, its 404 page and its Content-Language', () => {
  const conf = directives(
    renderSiteConf(TEMPLATE, {...PLAIN, locales: ['en', 'zh-TW', 'ja']}),
  );
  for (const [locale, name] of [
    ['zh-TW', 'zh_tw'],
    ['ja', 'ja'],
  ] as const) {
    assert.ok(conf.includes(`location /guides/${locale}/ {`), locale);
    assert.ok(conf.includes(`location @paynow_not_found_${name} {`), locale);
    assert.ok(
      conf.includes(
        `"~^\\d+\\|text/(?:html|markdown)[^|]*\\|/guides/${locale}/" "${locale}";`,
      ),
      locale,
    );
  }
  assert.ok(conf.includes('"~^\\d+\\|text/(?:html|markdown)" "en";'));
  const english = directives(
    renderSiteConf(TEMPLATE, {...PLAIN, locales: ['en']}),
  );
  assert.ok(!english.some((line) => line.includes('zh-TW')));
});

test('feedback and MCP go to the Node server with the client address; every other path keeps the page rules', () => {
  const conf = renderSiteConf(TEMPLATE, {
    ...PLAIN,
    nodeServer: '127.0.0.1:4777',
  });
  const lines = directives(conf);
  for (const path of ['feedback', 'mcp']) {
    const start = lines.indexOf(`location = /guides/${path} {`);
    assert.ok(start > 0, path);
    const block = lines.slice(start, lines.indexOf('}', start));
    assert.ok(block.includes('proxy_pass http://127.0.0.1:4777;'), path);
    assert.ok(block.includes('proxy_set_header X-Real-IP $remote_addr;'), path);
    assert.ok(block.includes('proxy_hide_header Cache-Control;'), path);
    assert.ok(
      block.includes(
        'proxy_set_header X-Forwarded-Proto $paynow_forwarded_proto;',
      ),
      path,
    );
    assert.ok(
      !block.some((line) => line.startsWith('add_header')),
      `${path}: inherits every header`,
    );
  }
  assert.match(
    conf,
    /map \$uri \$paynow_disallowed_method \{\n\s+"~\^\/guides\/\(\?:mcp\|feedback\)\$" "";/,
  );
  assert.match(
    conf,
    /map "\$scheme:\$http_x_forwarded_proto" \$paynow_forwarded_proto \{\n\s+default \$scheme;\n\s+"http:https" "https";/,
  );
  assert.match(conf, /return 413 '\{"ok":false,"error":\{"code":"too-large"/);
  assert.match(conf, /return 503 '\{"ok":false,"error":\{"code":"unavailable"/);
});
