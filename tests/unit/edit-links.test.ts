/**
 * "Edit this page" (issue #32): on every page of both languages the link opens the file the page is built from, at
 * its path in this repository (docs/<lang>/<page>.mdx). The link is made as Rspress makes it (useEditLink: the
 * configured base, a slash, the page's `_relativePath`), with that path from our plugin that puts it in the page's
 * chunk (plugins/pageMetaInChunk.ts), run on each page's file.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { UserConfig } from '@rspress/core';
import { describe, expect, test } from '@rstest/core';
import { pageMetaInChunkPlugin } from '../../plugins/pageMetaInChunk';
import siteConfig from '../../rspress.config';
import { DOCS_REPO, docsRepoOf } from '../../site/links';

const config = siteConfig as UserConfig;
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = config.root as string;

/** Every page source Rspress builds: the Markdown files below the docs root, but the excluded folders. */
function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['shared', 'theme', 'public'].includes(entry.name) ? [] : pageFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The page's `_relativePath`, as plugins/pageMetaInChunk.ts's remark plugin writes it into the page's chunk. */
function relativePathOf(plugin: ReturnType<typeof pageMetaInChunkPlugin>, file: string): string | undefined {
  const remark = plugin.markdown?.remarkPlugins?.[0] as (this: unknown) => (tree: unknown, file: { path: string }) => void;
  const meta: { _relativePath?: string } = {};
  remark.call({ data: () => meta })(undefined, { path: file });
  return meta._relativePath;
}

/** Rspress's useEditLink. */
function editLink(relativePath: string): string {
  const base = config.themeConfig?.editLink?.docRepoBaseUrl as string;
  return `${base.endsWith('/') ? base : `${base}/`}${relativePath}`;
}

describe('edit links', () => {
  const pages = pageFiles(DOCS);
  const plugin = pageMetaInChunkPlugin();
  (plugin.config as (config: UserConfig) => UserConfig)({ root: DOCS });

  test('both languages have pages', () => {
    expect(pages.filter((file) => file.includes(`${path.sep}en${path.sep}`)).length).toBeGreaterThan(50);
    expect(pages.filter((file) => file.includes(`${path.sep}zh${path.sep}`)).length).toBeGreaterThan(50);
  });

  test('every page links to its own source file in this repository', () => {
    const prefix = `${DOCS_REPO.url}/blob/${DOCS_REPO.branch}/`;
    const wrong = pages.flatMap((file) => {
      const link = editLink(relativePathOf(plugin, file) ?? '(none)');
      const source = path.relative(REPO_ROOT, file).split(path.sep).join('/');
      return link === `${prefix}${source}` ? [] : [`${source}: ${link}`];
    });
    expect(wrong).toEqual([]);
  });

  test('the repository is one setting, overridden at build time by RSTEST_DOCS_EDIT_REPO and RSTEST_DOCS_EDIT_BRANCH', () => {
    expect(DOCS_REPO).toEqual(docsRepoOf(process.env));
    // Unset, it is a placeholder that cannot pass for a real repository (the site's own is not public yet).
    expect(new URL(docsRepoOf({}).url).hostname).toMatch(/\.invalid$/);
    expect(docsRepoOf({ RSTEST_DOCS_EDIT_REPO: 'https://github.com/acme/rstest-docs/', RSTEST_DOCS_EDIT_BRANCH: 'next' })).toEqual({
      url: 'https://github.com/acme/rstest-docs',
      branch: 'next',
      docsDir: 'docs',
    });
  });
});
