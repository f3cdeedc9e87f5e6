/**
 * The files that let agents discover the skills and the API: the Agent
 * Skills discovery indexes (v0.2.0 with digests, v0.1) and the RFC 9727 API
 * catalog.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {agentSkillsIndex, apiCatalog, skillsIndexV01} from './discovery.ts';

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
