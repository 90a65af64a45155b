/**
 * Runs the fixture behind each Build Configurations page (tests/examples/config/<option>/, shown verbatim on
 * the page) and checks the outcome the page describes, with and without the option.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from '@rstest/core';
import { emptyConfigFile, fixtureDir } from '../utils/config-pages';
import { runRstest, testSummary } from '../utils/run-rstest';

const emptyConfig = emptyConfigFile();
const withoutConfig = (option: string) => runRstest(fixtureDir(option), ['-c', emptyConfig]);

function expectPasses(option: string) {
  const run = runRstest(fixtureDir(option));
  expect(run.exitCode).toBe(0);
  expect(testSummary(run.output).failed).toBe(0);
  expect(testSummary(run.output).passed).toBeGreaterThan(0);
}

describe('plugins', () => {
  test('the React plugin compiles the JSX of the test', () => expectPasses('plugins'));

  test('without it, the test fails with the hint the page quotes', () => {
    expect(withoutConfig('plugins').output).toContain(
      'ReferenceError: React is not defined. Did you forget to install "@rsbuild/plugin-react" plugin?',
    );
  });
});

describe('source', () => {
  test('define and the tsconfig paths of tsconfig.test.json apply', () => expectPasses('source'));

  test('a define value that is not JSON.stringify-ed fails with a SyntaxError', () => {
    const configFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'rstest-define-')), 'rstest.config.ts');
    writeFileSync(
      configFile,
      "export default { source: { define: { __APP_VERSION__: '1.4.0' }, tsconfigPath: './tsconfig.test.json' } };\n",
    );
    const run = runRstest(fixtureDir('source'), ['-c', configFile]);
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('SyntaxError');
  });
});

describe('output', () => {
  test('CSS Modules class names keep their local name', () => expectPasses('output'));

  test('without the option, the class name is generated as the page shows', () => {
    expect(withoutConfig('output').output).toContain("expected 'button-module__primary-h9R6ND' to be 'primary'");
  });
});

describe('resolve', () => {
  test('the @ alias points at src/', () => expectPasses('resolve'));

  test('without it, the import cannot be resolved', () => {
    expect(withoutConfig('resolve').exitCode).toBe(1);
  });
});

describe('tools', () => {
  test('the asset/source rule imports .graphql files as strings', () => expectPasses('tools'));

  test('without the rule, the build fails with a parse error', () => {
    const run = withoutConfig('tools');
    expect(run.exitCode).toBe(1);
    expect(run.output).toContain('JavaScript parse error');
  });
});

describe('dev', () => {
  const outputDir = path.join(fixtureDir('dev'), 'dist');
  afterAll(() => rmSync(outputDir, { recursive: true, force: true }));

  test('writeToDisk writes the compiled test file to dist/.rstest-temp', () => {
    rmSync(outputDir, { recursive: true, force: true });
    expectPasses('dev');
    expect(existsSync(path.join(outputDir, '.rstest-temp/price~test~ts.mjs'))).toBe(true);
  });

  test('without it, nothing is written', () => {
    rmSync(outputDir, { recursive: true, force: true });
    withoutConfig('dev');
    expect(existsSync(outputDir)).toBe(false);
  });
});

describe('performance', () => {
  const cacheDir = path.join(fixtureDir('performance'), 'node_modules/.cache/rstest-rstest');

  test('buildCache: true stores the cache in node_modules/.cache/rstest-<project name>', () => {
    rmSync(cacheDir, { recursive: true, force: true });
    expectPasses('performance');
    expect(existsSync(cacheDir)).toBe(true);
  });
});
