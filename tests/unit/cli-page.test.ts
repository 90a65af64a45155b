import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { optionPathOfFlag, readCli, statedFlagDefaults } from './utils/cli';
import { BUILD_OPTIONS, resolveDefaults } from './utils/config-pages';
import { removeTemporaryDirs, rstest, task, temporaryDir, writeFiles } from './utils/concurrent-runs';
import { memberAt } from './utils/declared-types';
import { LANGS, readDoc, REPO_ROOT } from './utils/docs';

const commands = readCli();
const pages = Object.fromEntries(LANGS.map((lang) => [lang, readDoc(lang, 'guide/basic/cli.mdx')]));
/**
 * The CLI page and the CLI options page it links to, read as one: the commands and their own flags (`rstest list`,
 * `merge-reports`, `init`) are on the first, the flags shared by the commands that run tests on the second.
 */
const flagPages = Object.fromEntries(LANGS.map((lang) => [lang, `${pages[lang]}\n${readDoc(lang, 'guide/basic/cli-options.mdx')}`]));
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
    expect(mentions(flagPages[lang], flag)).toBe(true);
  });
});

/**
 * Defaults the CLI pages state in their flag tables ("Default: `300`", "`node` (default)", "On by default"; in
 * Chinese "默认 `300`", "`node`（默认）", "默认开启"), held against the config Rstest resolves for an empty project.
 */
describe.each(LANGS)('CLI page (%s): stated defaults', (lang) => {
  const resolved = resolveDefaults(mkdtempSync(path.join(os.tmpdir(), 'rstest-cli-defaults-')));
  const rows = statedFlagDefaults(flagPages[lang]);

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

describe.each(LANGS)('CLI page (%s): rstest list and -f', (lang) => {
  // The behaviour (`rstest list -f` lists every test after a failure) is checked on the onlyFailures fixture, in
  // config-examples/files-projects.test.ts.
  test('`rstest list --help` does not offer -f, and the page says list ignores it', () => {
    const list = commands.find((command) => command.name === 'list');
    expect(list?.flags.flatMap((flag) => flag.names)).not.toContain('-f');
    expect(commands.find((command) => command.name === 'run')?.flags.flatMap((flag) => flag.names)).toContain('-f');
    expect(pages[lang]).toContain('`rstest list --help`');
    expect(pages[lang]).toContain('`rstest list -f`');
  });
});

/**
 * `rstest init browser --yes` in a React project: what it adds to package.json, held against what the CLI page and
 * the Quick Start say, and the warning they give before the command (the install fails: npm has no @rstest/browser
 * matching the range init writes; that part needs the network and is not checked here).
 */
describe('rstest init browser in a React project (CLI page and Quick Start)', () => {
  afterAll(removeTemporaryDirs, 60_000);
  const CORE_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest/core/package.json'), 'utf8')).version;
  const initialised = task(async () => {
    const project = temporaryDir('rstest-init-react-');
    writeFiles(project, { 'package.json': '{ "name": "app", "dependencies": { "react": "^19.1.0" } }\n', 'tsconfig.json': '{}\n' });
    const run = await rstest(project, ['init', 'browser', '--yes']);
    return { run, pkg: JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8')) };
  });
  const statingPages = LANGS.flatMap((lang) => ['guide/basic/cli.mdx', 'guide/start/quick-start.mdx'].map((page) => [lang, page] as const));

  test('it adds @rstest/browser and @rstest/browser-react with the range ^<@rstest/core version>, and prints `npm i` next', async () => {
    const { run, pkg } = await initialised;
    expect(run.exitCode).toBe(0);
    expect(run.stdout).toContain('Found React 19.1.0');
    expect(pkg.devDependencies).toMatchObject({ '@rstest/browser': `^${CORE_VERSION}`, '@rstest/browser-react': `^${CORE_VERSION}` });
    expect(run.stdout).toMatch(/Next steps:\n\s+npm i\n/);
  });

  test.each(statingPages)('%s %s names those packages with that range, and warns before the command', async (lang, page) => {
    const { pkg } = await initialised;
    const text = readDoc(lang, page);
    const range = pkg.devDependencies['@rstest/browser'];
    expect(text).toContain(`\`@rstest/browser-react\` \`${pkg.devDependencies['@rstest/browser-react']}\``);
    expect(text).toContain(`\`@rstest/browser\` \`${range}\``);
    const warning = text.indexOf(`\`No matching version found for @rstest/browser@${range}\``);
    expect(warning).toBeGreaterThan(-1);
    expect(warning).toBeLessThan(text.indexOf('npx rstest init browser --yes\n```'));
    expect(text).toContain('`npm view @rstest/browser versions`');
  });
});
