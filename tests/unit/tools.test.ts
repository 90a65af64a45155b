/**
 * The sibling tools the product menu and the landing page's tool block link to: each link goes to the host the
 * tool itself publishes (tests/unit/fixtures/tool-homepages.json, recorded from the npm registry), English at
 * the root and Chinese under /zh/. Their logos are files of this site (docs/public/tools/), each the tool's own.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
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

// The logos are files of this site (docs/public), never another host's: each tool's real logo, the source of which
// site/tools.ts records, small enough to fetch when the tool block scrolls into view.
const PUBLIC_DIR = path.join(import.meta.dirname, '../../docs/public');
const readLogo = (logo: string) => readFileSync(path.join(PUBLIC_DIR, logo), 'utf8');
/** Elements an SVG draws shapes with; a monogram placeholder would be one circle and a letter. */
const SHAPES = /<(path|circle|ellipse|rect|polygon|polyline|line)\b/g;

test.each(MENU_LINKS.map((link) => [link.name, link.logo]))('%s: the logo is an SVG file of this site', (_, logo) => {
  expect(logo).toMatch(/^\/[\w/.-]+\.svg$/);
  expect(existsSync(path.join(PUBLIC_DIR, logo))).toBe(true);
  const svg = readLogo(logo);
  // An SVG image: the root element (after an optional comment) with a viewBox, so it scales to the logo's box.
  expect(svg).toMatch(/^(<!--[^]*?-->\s*)?<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="[\d. -]+"/);
  // Drawn, not written, and self-contained: no text, script, embedded page or image, nor a reference to any file.
  expect(svg).not.toMatch(/<(text|script|foreignObject|image|use)\b/);
  expect(svg).not.toMatch(/\bhref=|url\((?!#)|@import/);
});

const ORIGIN = 'from github\\.com/rstackjs/rstack-design-resources \\(CC BY-NC-SA 4\\.0\\)';

const TOOL_LOGOS = TOOLS.map((tool) => [tool.name, tool.logo]);

test.each(TOOL_LOGOS)("%s: the logo is the tool's artwork, its source recorded", (name, logo) => {
  const svg = readLogo(logo);
  expect(svg.match(SHAPES)?.length ?? 0).toBeGreaterThan(30);
  expect(svg).toMatch(new RegExp(`^<!-- ${name} logo, ${ORIGIN} -->\\n<svg `));
  // site/tools.ts names the file it was taken from, at a commit.
  const source = readFileSync(path.join(import.meta.dirname, '../../site/tools.ts'), 'utf8');
  expect(source).toMatch(/rstackjs\/rstack-design-resources@[0-9a-f]{40}\n/);
  const slug = name.toLowerCase();
  expect(source).toMatch(new RegExp(`${path.basename(logo)} +← ${slug}/${slug}-logo\\.svg +[\\d,]+ B`));
});

test('each tool has its own logo, and the six stay small', () => {
  const files = TOOLS.map((tool) => readFileSync(path.join(PUBLIC_DIR, tool.logo)));
  expect(new Set(files.map((file) => file.toString('base64'))).size).toBe(TOOLS.length);
  for (const file of files) expect(file.length).toBeLessThanOrEqual(40_000);
  // What scrolling to the tool block (or opening the product menu) costs, compressed as the server sends it.
  const gzipped = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
  expect(gzipped).toBeLessThanOrEqual(64_000);
});
