/**
 * Runs the code examples of a documentation page with Rstest.
 *
 * Which fenced blocks are run is decided by their fence meta:
 *   ```ts title="mock-fn.test.ts"                 a complete test file; every test in it must pass
 *   ```ts title="fails.test.ts" expect="fail" error="expected 1 to be 2"
 *                                                 a complete test file that shows a failure: Rstest must report it as failed,
 *                                                 and every error it reports for the file must contain the `error` text
 *   ```ts title="src/math.ts"                     any other titled block: a module the examples import,
 *                                                 written at that path next to them (paths are relative to the example folder)
 * Blocks without a title (signatures, fragments, shell commands) are not run.
 * Titles must be unique on a page, because all examples of a page share one folder and one Rstest run.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { codeBlocks, type Lang, readDoc, REPO_ROOT, splitFrontmatter } from './docs';
import { runRstest } from './run-rstest';

const TEST_FILE = /\.test\.ts$/;
const REPORT_FILE = 'report.json';

export interface ExampleFile {
  /** The block's `title`: its path in the example folder. */
  file: string;
  code: string;
  /** Only for test files: the page shows this test failing on purpose. */
  expectFail: boolean;
  /** The `error` attribute: text that every error of a failing example must contain. */
  error?: string;
}

/** The `key="value"` attributes of a fence meta string. */
export function fenceAttributes(meta: string): Record<string, string> {
  return Object.fromEntries([...meta.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
}

/** Every titled code block of a page, in page order. */
export function exampleFiles(lang: Lang, page: string): ExampleFile[] {
  return codeBlocks(splitFrontmatter(readDoc(lang, page)).body)
    .map((block) => ({ block, attrs: fenceAttributes(block.meta) }))
    .filter(({ attrs }) => attrs.title)
    .map(({ block, attrs }) => ({
      file: attrs.title,
      code: block.code,
      expectFail: attrs.expect === 'fail',
      error: attrs.error,
    }));
}

export const isTestFile = (example: ExampleFile) => TEST_FILE.test(example.file);

export type FileStatus = 'pass' | 'fail' | 'skip' | 'todo';

export interface ExampleRun {
  /** Status of each test file, keyed by its title. */
  statuses: Map<string, FileStatus>;
  /** Messages of the errors reported for each test file (the file's own and its tests'), keyed by its title. */
  errors: Map<string, string[]>;
  /** What Rstest printed, for failure messages. */
  output: string;
}

const CONFIG = `import { defineConfig } from '@rstest/core';

export default defineConfig({
  include: ['**/*.test.ts'],
  testEnvironment: 'node',
  reporters: [['json', { outputPath: '${REPORT_FILE}' }]],
});
`;

/** Writes the examples into a fresh temporary project, runs them all in one Rstest run, and reads the JSON report. */
export function runExamples(examples: ExampleFile[]): ExampleRun {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rstest-api-examples-'));
  try {
    // The examples import '@rstest/core' like a reader's project does: resolve it from this repository.
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    writeFileSync(path.join(dir, 'rstest.config.ts'), CONFIG);
    for (const example of examples) {
      if (example.file === 'rstest.config.ts') throw new Error('An example may not replace the example project config.');
      const target = path.join(dir, example.file);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, `${example.code}\n`);
    }
    const { output } = runRstest(dir);
    interface ReportedError {
      message: string;
    }
    let report: {
      files: { testPath: string; status: FileStatus; errors?: ReportedError[]; results: { errors?: ReportedError[] }[] }[];
    };
    try {
      report = JSON.parse(readFileSync(path.join(dir, REPORT_FILE), 'utf8'));
    } catch {
      throw new Error(`Rstest wrote no JSON report:\n${output}`);
    }
    return {
      statuses: new Map(report.files.map((f) => [f.testPath, f.status])),
      errors: new Map(
        report.files.map((f) => [
          f.testPath,
          [...(f.errors ?? []), ...f.results.flatMap((r) => r.errors ?? [])].map((e) => e.message),
        ]),
      ),
      output,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
