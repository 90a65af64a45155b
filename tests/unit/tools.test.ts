/**
 * The sibling tools the product menu and the landing page's tool block link to: each link goes to the host the
 * tool itself publishes (tests/unit/fixtures/tool-homepages.json, recorded from the npm registry), English at
 * the root and Chinese under /zh/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@rstest/core';
import { MENU_LINKS, TOOLS } from '../../site/tools';

const { $comment: _, ...HOMEPAGES } = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'fixtures/tool-homepages.json'), 'utf8'),
) as Record<string, { homepage: string }>;

test('the tool block lists the six tools of the recorded homepages, in the menu too', () => {
  expect(TOOLS.map((tool) => tool.name).sort()).toEqual(Object.keys(HOMEPAGES).sort());
  for (const tool of TOOLS) expect(MENU_LINKS).toContainEqual(expect.objectContaining({ name: tool.name, urlEn: tool.urlEn }));
});

test.each(Object.entries(HOMEPAGES))('%s links to its published homepage', (name, { homepage }) => {
  const tool = TOOLS.find((t) => t.name === name);
  const host = new URL(homepage).host;
  expect({ urlEn: tool?.urlEn, url: tool?.url, displayUrl: tool?.displayUrl }).toEqual({
    urlEn: `https://${host}/`,
    url: `https://${host}/zh/`,
    displayUrl: host,
  });
});
