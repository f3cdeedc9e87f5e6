/**
 * The files that let agents discover the skills and the API: the Agent
 * Skills discovery indexes (v0.2.0 with digests, v0.1), the RFC 9727 API
 * catalog and the AI catalog.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {aiCatalogSchemaErrors} from './aiCatalogSchema.ts';
import {
  agentSkillsIndex,
  aiCatalog,
  airIdentifier,
  apiCatalog,
  skillsIndexV01,
} from './discovery.ts';

test('the discovery indexes: v0.2.0 with sha256 digests of the exact bytes, v0.1 with files', () => {
  const skills = [
    {name: 'a', description: 'Use A.', content: '---\nname: a\n---\n日本\n'},
  ];
  const v2 = JSON.parse(agentSkillsIndex(skills));
  assert.deepEqual(v2, {
    $schema: 'https://schemas.agentskills.io/discovery/0.2.0/schema.json',
    skills: [
      {
        name: 'a',
        type: 'skill-md',
        description: 'Use A.',
        url: '/.well-known/agent-skills/a/SKILL.md',
        digest: `sha256:${createHash('sha256').update(Buffer.from(skills[0]!.content, 'utf8')).digest('hex')}`,
      },
    ],
  });
  assert.deepEqual(JSON.parse(skillsIndexV01(skills)), {
    skills: [{name: 'a', description: 'Use A.', files: ['SKILL.md']}],
  });
});

test('apiCatalog: an RFC 9727 linkset listing the API and its descriptions and docs', () => {
  const catalog = JSON.parse(
    apiCatalog('https://docs.example.com/.well-known/api-catalog', {
      anchor: 'https://docs.example.com/base/api',
      serviceDesc: [
        {
          href: 'https://docs.example.com/base/api/openapi.json',
          type: 'application/vnd.oai.openapi+json',
        },
      ],
      serviceDoc: [
        {
          href: 'https://docs.example.com/base/api',
          type: 'text/html',
          hreflang: 'en',
        },
      ],
    }),
  );
  assert.deepEqual(catalog.linkset[0], {
    anchor: 'https://docs.example.com/.well-known/api-catalog',
    item: [{href: 'https://docs.example.com/base/api'}],
  });
  assert.equal(catalog.linkset[1].anchor, 'https://docs.example.com/base/api');
  assert.equal(
    catalog.linkset[1]['service-desc'][0].type,
    'application/vnd.oai.openapi+json',
  );
});

const entry = {
  identifier: 'urn:air:docs.example.com:mcp:docs',
  displayName: 'Docs MCP server',
  type: 'application/mcp-server-card+json',
  url: 'https://docs.example.com/docs/mcp/server-card',
  representativeQueries: ['How do I refund?', '如何退款？'],
};

test('aiCatalog: an AI Catalog 0.9 document valid against the committed schema', () => {
  const catalog = JSON.parse(
    aiCatalog(
      {displayName: 'Docs', documentationUrl: 'https://docs.example.com/docs/'},
      [entry],
    ),
  );
  assert.equal(catalog.specVersion, '1.0');
  assert.deepEqual(aiCatalogSchemaErrors(catalog), []);
  assert.throws(
    () => aiCatalog({displayName: 'D', documentationUrl: 'x'}, [entry, entry]),
    /urn:air:docs\.example\.com:mcp:docs listed twice/,
  );
  assert.equal(
    airIdentifier('docs.example.com', 'skill', 'paynow-payment-admin-zh-tw'),
    'urn:air:docs.example.com:skill:paynow-payment-admin-zh-tw',
  );
  assert.throws(() => airIdentifier('docs.example.com', 'skill', 'a b'));
});

test('the schema refuses what the specification forbids and what the site promises not to publish', () => {
  const catalog = (changed: Record<string, unknown>) => ({
    specVersion: '1.0',
    entries: [{...entry, ...changed}],
  });
  const refused: [Record<string, unknown>, RegExp][] = [
    [{data: {}}, /must match exactly one schema in oneOf/],
    [{url: undefined}, /must match exactly one schema in oneOf/],
    [{identifier: 'docs-mcp'}, /\/entries\/0\/identifier must match pattern/],
    [{representativeQueries: ['one']}, /must NOT have fewer than 2 items/],
    [
      {representativeQueries: ['1', '2', '3', '4', '5', '6']},
      /must NOT have more than 5 items/,
    ],
    [{type: undefined}, /must have required property 'type'/],
    [{tagz: []}, /must NOT have additional properties/],
  ];
  for (const [changed, error] of refused) {
    const value = JSON.parse(JSON.stringify(catalog(changed)));
    assert.match(aiCatalogSchemaErrors(value).join('\n'), error);
  }
  assert.match(
    aiCatalogSchemaErrors({entries: []}).join('\n'),
    /must have required property 'specVersion'/,
  );
});
