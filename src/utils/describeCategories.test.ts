import assert from 'node:assert/strict';
import {test} from 'node:test';
import {describeCategories} from './describeCategories.ts';

type Args = Parameters<typeof describeCategories>[0];

const docs = [
  {id: 'area/index', frontMatter: {description: 'The area page.'}},
  {id: 'area/sub/index', frontMatter: {description: 'The sub-area page.'}},
  {id: 'area/sub/page', frontMatter: {description: 'A page.'}},
] as unknown as Args['docs'];

const generated = [
  {
    type: 'category',
    label: 'Area',
    link: {type: 'doc', id: 'area/index'},
    items: [
      {
        type: 'category',
        label: 'Sub',
        link: {type: 'doc', id: 'area/sub/index'},
        items: [{type: 'doc', id: 'area/sub/page'}],
      },
      {
        type: 'category',
        label: 'Described',
        description: 'Set in _category_.json.',
        link: {type: 'doc', id: 'area/sub/index'},
        items: [],
      },
      {type: 'category', label: 'No page', items: []},
    ],
  },
];

test('categories take the description of their own page, nested ones too; a set description stays', async () => {
  const items = await describeCategories({
    docs,
    defaultSidebarItemsGenerator: async () => structuredClone(generated),
  } as unknown as Args);
  const area = items[0] as unknown as {
    description?: string;
    items: {description?: string}[];
  };
  assert.equal(area.description, 'The area page.');
  assert.equal(area.items[0]!.description, 'The sub-area page.');
  assert.equal(area.items[1]!.description, 'Set in _category_.json.');
  assert.equal(area.items[2]!.description, undefined);
});
