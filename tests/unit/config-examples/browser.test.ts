/**
 * The `browser` page (docs/<lang>/config/test/browser.mdx) and its fixture, tests/examples/config/browser/.
 *
 * Browser mode itself needs @rstest/browser at exactly the version of @rstest/core (0.12.0), which npm does not
 * have (its newest is 0.11.9), so it is NOT installed here: these tests check what a reader sees without it, the
 * config Rstest resolves (defaults, CI, command-line flags) and the types, but never run a test in a browser.
 * Once @rstest/browser@0.12.0 exists, the example could also be run for real.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { evaluateDefault, fixtureDir, optionMetas, pageBody, RSTEST_DTS } from '../utils/config-pages';
import { LANGS, REPO_ROOT } from '../utils/docs';
import { runRstest, testSummary } from '../utils/run-rstest';

const fixture = fixtureDir('browser');
const CORE_VERSION: string = JSON.parse(readFileSync(path.join(REPO_ROOT, 'node_modules/@rstest/core/package.json'), 'utf8')).version;
const MISSING_PACKAGE = `Browser mode requires @rstest/browser to be installed: npm install @rstest/browser@${CORE_VERSION}`;

describe('browser: the example without @rstest/browser', () => {
  test('the run stops before any test with the message the page quotes', () => {
    const run = runRstest(fixture);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('Rstest v0.12.0');
    expect(run.output).toContain('error   Failed to run Rstest.');
    expect(run.output).toContain(`error   ${MISSING_PACKAGE}`);
    expect(run.output).not.toMatch(/^\s*Tests\s/m);
    // The page quotes the message for 0.12.0.
    expect(CORE_VERSION).toBe('0.12.0');
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(MISSING_PACKAGE);
  });

  test('an @rstest/browser of another version stops with the mismatch message the page quotes', () => {
    // A stand-in package that only claims version 0.11.9 (the newest on npm): Rstest checks the version first.
    const project = mkdtempSync(path.join(os.tmpdir(), 'rstest-browser-mismatch-'));
    const stub = path.join(project, 'node_modules/@rstest/browser');
    mkdirSync(stub, { recursive: true });
    writeFileSync(
      path.join(stub, 'package.json'),
      JSON.stringify({ name: '@rstest/browser', version: '0.11.9', type: 'module', exports: { './internal': './internal.js', './package.json': './package.json' } }),
    );
    writeFileSync(path.join(stub, 'internal.js'), 'export {};\n');
    writeFileSync(path.join(project, 'rstest.config.mjs'), "export default { browser: { enabled: true, provider: 'playwright' } };\n");
    writeFileSync(path.join(project, 'a.test.mjs'), '// Never runs: Rstest stops while loading browser mode.\n');
    try {
      const run = runRstest(project);
      expect(run.exitCode).toBe(1);
      const message =
        'Version mismatch between @rstest/core and @rstest/browser: @rstest/core is 0.12.0, @rstest/browser is 0.11.9. Install matching versions: npm install @rstest/browser@0.12.0';
      expect(run.output).toContain(message);
      for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(message);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  test('--browser.enabled=false runs the file in Node, where document is not defined', () => {
    const run = runRstest(fixture, ['--browser.enabled=false']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('ReferenceError: document is not defined');
  });

  test.each(['jsdom', 'happy-dom'])('in a simulated DOM (%s) the width is 0 and the test fails', (environment) => {
    const run = runRstest(fixture, ['--browser.enabled=false', '--testEnvironment', environment]);
    expect(run.exitCode).toBe(1);
    expect(testSummary(run.output).failed).toBe(1);
    expect(run.output).toContain('expected 0 to be greater than 0');
  });
});

describe('browser: command-line flags', () => {
  /** The `browser` config the cli-probe fixture resolved with these flags (browser mode off: no package needed). */
  function probe(args: string[]) {
    const run = runRstest(path.join(fixture, 'cli-probe'), args);
    expect(run.exitCode).toBe(0);
    return JSON.parse(/^RSTEST_BROWSER_CONFIG (.*)$/m.exec(run.output)?.[1] ?? 'null');
  }

  // The probe's config sets browser: 'webkit' and providerOptions { launch: { slowMo: 50 } }; runRstest sets CI=1.
  test('without flags: the config, with headless true in CI', () => {
    expect(probe([])).toEqual({
      enabled: false,
      provider: 'playwright',
      browser: 'webkit',
      headless: true,
      strictPort: false,
      providerOptions: { launch: { slowMo: 50 } },
    });
  });

  test('--browser.name sets browser.browser, does not turn browser mode on, and is not checked against BrowserName', () => {
    expect(probe(['--browser.name', 'firefox'])).toMatchObject({ browser: 'firefox', enabled: false });
    expect(probe(['--browser.name', 'edge'])).toMatchObject({ browser: 'edge' });
  });

  test('--browser.headless, --browser.port and --browser.strictPort set their keys', () => {
    expect(probe(['--browser.headless', '--browser.port', '5173', '--browser.strictPort'])).toMatchObject({
      headless: true,
      port: 5173,
      strictPort: true,
    });
  });

  test('--browser.headless=false sets false, even in CI', () => {
    expect(probe(['--browser.headless=false'])).toMatchObject({ headless: false });
  });

  test('--browser.providerOptions.<path> flags nest by dots, parse numbers, and merge into the config', () => {
    const { providerOptions } = probe(['--browser.providerOptions.launch.channel', 'chrome', '--browser.providerOptions.timeout', '100']);
    expect(providerOptions).toEqual({ launch: { slowMo: 50, channel: 'chrome' }, timeout: 100 });
  });

  test('--browser.enabled turns browser mode on (and so needs the package)', () => {
    const run = runRstest(path.join(fixture, 'cli-probe'), ['--browser.enabled']);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(MISSING_PACKAGE);
  });

  test('--browser alone is rejected; next to another --browser.* flag it means --browser.enabled', () => {
    const alone = runRstest(path.join(fixture, 'cli-probe'), ['--browser']);
    expect(alone.exitCode).toBe(1);
    expect(alone.output).toContain('Unknown option `--browser`');

    const combined = runRstest(path.join(fixture, 'cli-probe'), ['--browser', '--browser.name', 'firefox']);
    expect(combined.exitCode).toBe(1);
    expect(combined.output).toContain(MISSING_PACKAGE);
  });

  test.each([
    ['--browser.provider', 'playwright'],
    ['--browser.viewport', 'iPhoneSE'],
  ])('%s has no flag: the run stops with Unknown option', (flag, value) => {
    const run = runRstest(path.join(fixture, 'cli-probe'), [flag, value]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain(`Unknown option \`${flag}\``);
  });
});

describe('browser: resolved defaults', () => {
  const emptyProject = mkdtempSync(path.join(os.tmpdir(), 'rstest-browser-defaults-'));
  afterAll(() => rmSync(emptyProject, { recursive: true, force: true }));

  /**
   * `browser` as createRstest resolves it with nothing set, in a fresh Node process with only these environment
   * variables (Rstest reads CI once, when it loads).
   */
  function resolvedBrowser(env: Record<string, string>) {
    const script = `import { createRstest } from '@rstest/core/api';
const rstest = await createRstest({ cwd: ${JSON.stringify(emptyProject)}, config: {} });
console.log(JSON.stringify(rstest.context.config.browser));`;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    });
    return JSON.parse(output.trim().split('\n').at(-1) ?? 'null');
  }

  const base = { enabled: false, provider: 'playwright', browser: 'chromium', strictPort: false, providerOptions: {} };

  test.each([
    { label: 'no CI variable', env: {}, headless: false },
    { label: 'CI=1', env: { CI: '1' }, headless: true },
    // Any non-empty CI counts, even "false".
    { label: 'CI=false', env: { CI: 'false' }, headless: true },
    { label: 'CI empty', env: { CI: '' }, headless: false },
    { label: 'GITHUB_ACTIONS=true without CI', env: { GITHUB_ACTIONS: 'true' }, headless: true },
  ])('$label: headless is $headless', ({ env, headless }) => {
    expect(resolvedBrowser(env)).toEqual({ ...base, headless });
  });

  /** The page's OptionMetas: the option's own (path 'browser') and one per sub-key heading. */
  function statedMetas() {
    const body = pageBody('en', 'config/test/browser.mdx');
    const subKeys = [...body.matchAll(/^#{2,3} (browser\.[\w.]+) \{#([\w-]+)\}\n\n(<OptionMeta[^\n]*\/>)/gm)].map((m) => ({
      path: m[1],
      id: m[2],
      meta: optionMetas(m[3])[0],
    }));
    return [{ path: 'browser', id: 'browser', meta: optionMetas(body)[0] }, ...subKeys];
  }

  const valueAt = (config: unknown, dotted: string) =>
    dotted
      .split('.')
      .slice(1)
      .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], config);

  test('every stated default (option and sub-keys) is the one a local run resolves', () => {
    const resolved = resolvedBrowser({});
    for (const { path: dotted, meta } of statedMetas()) {
      const stated = evaluateDefault(meta.default ?? '', emptyProject);
      expect({ path: dotted, value: stated }).toEqual({ path: dotted, value: valueAt(resolved, dotted) });
    }
  });

  test('the page has a heading per member of BrowserModeConfig and of the viewport object, with its declared type', () => {
    const declaration = (name: string) =>
      (new RegExp(`declare type ${name} = ([\\s\\S]*?\\n\\}[^;]*);`).exec(RSTEST_DTS)?.[1] ?? '').replace(/\/\*[\s\S]*?\*\//g, '');
    const members = (text: string) =>
      Object.fromEntries([...text.matchAll(/^\s*(\w+)\??: ([^;]+);/gm)].map((m) => [m[1], m[2].replace(/\s+/g, ' ').trim()]));
    const declared = {
      ...Object.fromEntries(Object.entries(members(declaration('BrowserModeConfig'))).map(([key, type]) => [`browser.${key}`, type])),
      ...Object.fromEntries(Object.entries(members(declaration('BrowserViewport'))).map(([key, type]) => [`browser.viewport.${key}`, type])),
    };
    expect(Object.keys(declared)).toHaveLength(10);
    const stated = Object.fromEntries(statedMetas().slice(1).map(({ path: dotted, meta }) => [dotted, meta.type]));
    expect(stated).toEqual(declared);
    for (const { path: dotted, id } of statedMetas().slice(1)) expect(id).toBe(dotted.toLowerCase().replaceAll('.', '-'));
  });
});

describe('browser: types', () => {
  const tsc = path.join(REPO_ROOT, 'node_modules/.bin/tsc');

  test('the example config, test file and probe type-check', () => {
    expect(() => execFileSync(tsc, ['-p', fixture, '--noEmit'], { encoding: 'utf8' })).not.toThrow();
  });

  // type-errors/ holds configs the page calls type errors; each must fail type checking with its message.
  const typeErrors = spawnSync(tsc, ['-p', path.join(fixture, 'type-errors'), '--noEmit', '--pretty', 'false'], { encoding: 'utf8' }).stdout;

  test('leaving out provider is a type error with the message the page quotes', () => {
    const message = "Property 'provider' is missing in type '{ enabled: true; }' but required in type 'BrowserModeConfig'.";
    expect(typeErrors).toContain(`missing-provider.ts(5,3): error TS2769`);
    expect(typeErrors).toContain(message);
    for (const lang of LANGS) expect(pageBody(lang, 'config/test/browser.mdx')).toContain(message);
  });

  test('an unknown preset name and a viewport object without height are type errors', () => {
    expect(typeErrors).toContain(`Type '"iPhone15"' is not assignable to type 'BrowserViewport | undefined'.`);
    expect(typeErrors).toContain("Property 'height' is missing in type '{ width: number; }'");
  });
});

describe('browser: setting a project up', () => {
  test('rstest init browser --yes adds the packages and prints the steps the page describes', () => {
    const project = mkdtempSync(path.join(os.tmpdir(), 'rstest-browser-init-'));
    try {
      writeFileSync(path.join(project, 'package.json'), '{ "name": "app" }\n');
      const output = execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/rstest'), ['init', 'browser', '--yes'], {
        cwd: project,
        encoding: 'utf8',
        env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      });
      const pkg = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
      expect(pkg.devDependencies).toEqual({ '@rstest/browser': '^0.12.0', '@testing-library/dom': '^10.0.0', playwright: '^1.49.1' });
      expect(pkg.scripts).toEqual({ 'test:browser': 'rstest --config=rstest.browser.config.mts' });
      expect(readFileSync(path.join(project, 'rstest.browser.config.mts'), 'utf8')).toContain("provider: 'playwright'");
      expect(output).toContain('npx playwright install --with-deps');
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });

  test('one browser project stops the whole run; --project runs the Node project alone', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-browser-projects-'));
    const config = path.join(dir, 'rstest.config.mjs');
    writeFileSync(
      config,
      `export default { projects: [
  { name: 'node', include: ['probe.check.ts'] },
  { name: 'web', include: ['probe.check.ts'], browser: { enabled: true, provider: 'playwright' } },
] };\n`,
    );
    try {
      const both = runRstest(path.join(fixture, 'cli-probe'), ['-c', config]);
      expect(both.exitCode).toBe(1);
      expect(both.output).toContain(MISSING_PACKAGE);
      const nodeOnly = runRstest(path.join(fixture, 'cli-probe'), ['-c', config, '--project', 'node']);
      expect(nodeOnly.exitCode).toBe(0);
      expect(testSummary(nodeOnly.output).passed).toBe(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
