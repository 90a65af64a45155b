import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './docs';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

export interface RstestRun {
  exitCode: number;
  /** stdout and stderr together, colours off. */
  output: string;
}

/**
 * Runs `rstest run` as a reader would, in `cwd` (a fixture folder), and returns what they would see.
 * Each call is a separate process, so a fixture's config never leaks into this suite.
 */
export function runRstest(cwd: string, args: string[] = []): RstestRun {
  const result = spawnSync(RSTEST_BIN, ['run', ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', CI: '1' },
    timeout: 120_000,
  });
  return { exitCode: result.status ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

/** Reads the "Tests  N passed | M failed" summary line of the default reporter. */
export function testSummary(output: string): { passed: number; failed: number; skipped: number; todo: number } {
  const line = /^\s*Tests\s+(.*)$/m.exec(output)?.[1] ?? '';
  const count = (word: string) => Number(new RegExp(`(\\d+) ${word}`).exec(line)?.[1] ?? 0);
  return { passed: count('passed'), failed: count('failed'), skipped: count('skipped'), todo: count('todo') };
}
