import { describe, expect, test } from '@rstest/core';
import type { UserConfig } from '@rspress/core';
import siteConfig from '../../rspress.config';
import { DOCS_REPO_BASE_URL } from '../../site/links';
import i18n from '../../theme/i18n.json';

// The config is an object literal, not a function (defineConfig accepts both).
const config = siteConfig as UserConfig;

describe('site configuration (SPEC §3)', () => {
  test('identity: title, logo pair, logo text, default language', () => {
    expect(config.title).toBe('Rstest');
    expect(config.description).toBeTruthy();
    expect(config.logo).toEqual({ light: '/logo-light.svg', dark: '/logo-dark.svg' });
    expect(config.icon).toBe('/logo.svg');
    expect(config.logoText).toBe('Rstest');
    expect(config.lang).toBe('en');
  });

  test('locales: English and 简体中文, each with a description', () => {
    expect(config.locales?.map(({ lang, label }) => ({ lang, label }))).toEqual([
      { lang: 'en', label: 'English' },
      { lang: 'zh', label: '简体中文' },
    ]);
    for (const locale of config.locales ?? []) expect(locale.description).toBeTruthy();
  });

  test('routing: clean URLs, shared and theme folders excluded', () => {
    expect(config.route?.cleanUrls).toBe(true);
    expect(config.route?.exclude).toEqual(expect.arrayContaining(['**/shared/**', '**/theme/**']));
  });

  test('search indexes code blocks; code is not wrapped and has no line numbers by default', () => {
    expect(config.search).toMatchObject({ codeBlocks: true });
    expect(config.markdown?.showLineNumbers).toBe(false);
    expect(config.markdown?.defaultWrapCode).toBe(false);
  });

  test('the build fails on dead links and dead anchors', () => {
    expect(config.markdown?.link?.checkDeadLinks).toBe(true);
    expect(config.markdown?.link?.checkAnchors).toBe(true);
  });

  test('edit link and last-updated line', () => {
    // Where each page's link leads (its own source file) is tests/unit/edit-links.test.ts's.
    expect(config.themeConfig?.editLink?.docRepoBaseUrl).toBe(DOCS_REPO_BASE_URL);
    expect(config.themeConfig?.lastUpdated).toBe(true);
  });

  test('social links: GitHub, X and Discord', () => {
    expect(config.themeConfig?.socialLinks?.map((link) => [link.icon, link.content])).toEqual([
      ['github', 'https://github.com/web-infra-dev/rstest'],
      ['x', 'https://x.com/rspack_dev'],
      ['discord', 'https://discord.gg/XsaKEEk4mW'],
    ]);
  });
});

describe('site text table (theme/i18n.json)', () => {
  const table: Record<string, Record<string, string>> = i18n;

  test.each(Object.keys(table))('%s has English and Chinese text', (key) => {
    expect(table[key].en?.trim()).toBeTruthy();
    expect(table[key].zh).toMatch(/[\u4e00-\u9fff]/);
  });

  test('holds the SPEC §1 entries', () => {
    expect(table.introduction.en).toBe('Introduction');
    expect(table.quickStart.en).toBe('Quick Start');
    expect(table.subtitle.en).toBe('Rspack-based Testing Framework');
    expect(table.slogan.en).toBeTruthy();
  });

  test('English theme labels are the spec words', () => {
    expect(table.outlineTitle.en).toBe('ON THIS PAGE');
    expect(table.prevPageText.en).toBe('Previous Page');
    expect(table.nextPageText.en).toBe('Next Page');
  });
});
