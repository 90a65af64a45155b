/**
 * Backs guide/basic/mocking.mdx. Two runs of tests/examples/guides/mocking (its own config plus a JSON report),
 * started together:
 * - `rstest run`: the seven test files under src/, one per section of the page, all pass;
 * - `rstest run --include 'mistakes/*.test.ts'`: the three "Common mistakes" files fail with the messages the page
 *   quotes.
 */
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { errorsOf, READER_ENV, removeTemporaryDirs, rstestWithReport, statuses } from '../utils/concurrent-runs';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/basic/mocking.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;
const config = path.join(fixture, 'rstest.config.ts');
const run = rstestWithReport(fixture, config, [], { env });
const mistakes = rstestWithReport(fixture, config, ['--include', 'mistakes/*.test.ts'], { env });

test('every example on the page passes, and the page shows the summary', async () => {
  const { exitCode, output, report } = await run;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), output)).toEqual([]);
  expect(report?.files.map((file) => file.testPath).sort()).toEqual([
    'src/checkout.test.ts',
    'src/flags.test.ts',
    'src/globals.test.ts',
    'src/legacy.test.ts',
    'src/mailer.test.ts',
    'src/reset.test.ts',
    'src/spies.test.ts',
  ]);
  // restoreMocks and unstubEnvs from the fixture's config undo the previous test's spy and env variable.
  expect(statuses(await run, 'src/spies.test.ts')['restoreMocks put the real console.warn back']).toBe('pass');
  expect(statuses(await run, 'src/globals.test.ts')['unstubEnvs put the variable back']).toBe('pass');
});

test('each common mistake fails with the message the page quotes', async () => {
  const result = await mistakes;
  expect(result.exitCode, result.output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'top-level-variable'), result.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'async-factory'), result.output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'same-module'), result.output)).toEqual([]);
  expect(errorsOf(result, 'mistakes/top-level-variable.test.ts')).toContain("Cannot access 'fakeCharge' before initialization");
  expect(errorsOf(result, 'mistakes/async-factory.test.ts')).toContain('An async mock factory is not supported');
  expect(errorsOf(result, 'mistakes/same-module.test.ts')).toContain("expected '3.50 EUR' to be '3.50 USD'");
});
