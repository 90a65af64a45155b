import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { optionPathOfFlag, readCli, statedFlagDefaults } from './utils/cli';
import { BUILD_OPTIONS, resolveDefaults } from './utils/config-pages';
import { memberAt } from './utils/declared-types';
import { LANGS, readDoc } from './utils/docs';

const commands = readCli();
const pages = Object.fromEntries(LANGS.map((lang) => [lang, readDoc(lang, 'guide/basic/cli.mdx')]));
/** A flag counts as documented when the page names it in inline code or a code block. */
const mentions = (page: string, flag: string) =>
  new RegExp(`(^|[\\s\`|(])${flag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\s\`=<[,)|]|$)`, 'm').test(page);

test('rstest --help lists the commands and flags this test reads', () => {
  expect(commands.map((c) => c.name)).toContain('run');
  expect(commands[0].flags.length).toBeGreaterThan(40);
});

describe.each(LANGS)('CLI page (%s)', (lang) => {
  test.each(commands.filter((c) => c.name).map((c) => c.name))('documents the `%s` command', (name) => {
    expect(pages[lang]).toMatch(new RegExp(`rstest ${name}\\b`));
  });

  const flags = [...new Set(commands.flatMap((c) => c.flags.flatMap((f) => f.names)))];
  test.each(flags)('documents %s', (flag) => {
    expect(mentions(pages[lang], flag)).toBe(true);
  });
});

/**
 * Defaults the CLI page states in its flag tables ("Default: `300`", "`node` (default)", "On by default"; in
 * Chinese "默认 `300`", "`node`（默认）", "默认开启"), held against the config Rstest resolves for an empty project.
 */
describe.each(LANGS)('CLI page (%s): stated defaults', (lang) => {
  const resolved = resolveDefaults(mkdtempSync(path.join(os.tmpdir(), 'rstest-cli-defaults-')));
  const rows = statedFlagDefaults(pages[lang]);

  test('the page states defaults in its flag tables (sanity check of the reader)', () => {
    expect(rows.map((row) => row.flag)).toEqual(expect.arrayContaining(['--slowTestThreshold', '--testTimeout', '--pool.type']));
  });

  // Flags that set no config option (`--config-loader`) have nothing to compare with; the build options' defaults
  // are Rsbuild's, checked on the build option pages (config-pages.test.ts).
  const comparable = rows.filter(({ flag }) => {
    const option = optionPathOfFlag(flag);
    return memberAt('RstestConfig', option) !== undefined && !BUILD_OPTIONS.includes(option[0]);
  });

  test.each(comparable.map((row) => [row.flag, row] as const))('%s', (flag, { stated }) => {
    const option = optionPathOfFlag(flag);
    let value: unknown = resolved;
    for (const key of option) value = (value as Record<string, unknown> | undefined)?.[key];
    // testEnvironment resolves to { name }; a relative path is stated relative to the root.
    if (option[0] === 'testEnvironment') value = (value as { name: string }).name;
    // One stated pattern for a list of one; a relative path for the absolute one it resolves to.
    if (Array.isArray(value) && value.length === 1 && !Array.isArray(stated)) value = value[0];
    const matches =
      typeof stated === 'string' && stated.startsWith('./') && typeof value === 'string'
        ? value.endsWith(stated.slice(1))
        : JSON.stringify(stated) === JSON.stringify(value);
    expect({ flag, option: option.join('.'), stated, matches }).toEqual({ flag, option: option.join('.'), stated, matches: true });
  });
});
