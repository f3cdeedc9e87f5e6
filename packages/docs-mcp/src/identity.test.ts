import {test} from 'node:test';
import assert from 'node:assert/strict';
import {Client} from '@modelcontextprotocol/client';
import {InMemoryTransport} from '@modelcontextprotocol/server';
import {serveStdio} from '@modelcontextprotocol/server/stdio';
import packageJson from '../package.json' with {type: 'json'};
import serverJson from '../server.json' with {type: 'json'};
import {serverCardSchema} from './card-schema.ts';
import {
  INSTRUCTIONS,
  PROTOCOL_VERSIONS,
  SERVER_INFO,
  serverCard,
} from './identity.ts';
import type {Origin} from './origin.ts';
import {createDocsServer} from './server.ts';

const NO_SITE: Origin = {
  label: 'nowhere',
  read: async () => {
    throw new Error('not read');
  },
} as unknown as Origin;

const CARD = serverCard(
  'https://docs.example.com/guides/mcp',
  'https://docs.example.com/guides/',
);

test('the server card is a valid card (server-card extension, v1)', () => {
  assert.deepEqual(serverCardSchema.parse(CARD), CARD);
  for (const broken of [
    {...CARD, name: 'paynow-docs'},
    {...CARD, description: 'x'.repeat(101)},
    {...CARD, version: '^0.2.0'},
    {...CARD, packages: []},
  ]) {
    assert.equal(serverCardSchema.safeParse(broken).success, false);
  }
});

test('the card says what the registry entry and package say', () => {
  assert.equal(CARD.name, packageJson.mcpName);
  assert.equal(CARD.name, serverJson.name);
  assert.equal(CARD.version, packageJson.version);
  assert.equal(CARD.description, serverJson.description);
  assert.deepEqual(CARD.remotes[0]!.supportedProtocolVersions, [
    ...PROTOCOL_VERSIONS,
  ]);
});

test('server/discover answers with the identity the card gives', async () => {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  // As the stdio server serves a connection (cli.ts), on a linked pair.
  const served = serveStdio(() => createDocsServer(NO_SITE), {
    transport: serverSide,
  });
  const client = new Client(
    {name: 'identity-test', version: '1.0.0'},
    {versionNegotiation: {mode: {pin: '2026-07-28'}}},
  );
  await client.connect(clientSide);
  const discover = client.getDiscoverResult()!;
  assert.deepEqual(discover.supportedVersions, ['2026-07-28']);
  assert.equal(discover.instructions, INSTRUCTIONS);
  assert.deepEqual(client.getServerVersion(), SERVER_INFO);
  const card = serverCardSchema.parse(CARD);
  for (const key of ['name', 'title', 'version', 'description'] as const) {
    assert.equal(client.getServerVersion()![key], card[key], key);
  }
  for (const version of discover.supportedVersions) {
    assert.ok(card.remotes![0]!.supportedProtocolVersions!.includes(version));
  }
  await client.close();
  await served.close();
});
