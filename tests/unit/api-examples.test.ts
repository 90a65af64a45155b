import { beforeAll, describe, expect, test } from '@rstest/core';
import { isPage, listDocFiles, withoutComments } from './utils/docs';
import { type ExampleFile, type ExampleRun, exampleFiles, isTestFile, runExamples } from './utils/examples';

/** API pages that carry runnable examples (see the convention in utils/examples.ts). */
const pages = listDocFiles('en').filter(
  (file) => file.startsWith('api/') && isPage(file) && exampleFiles('en', file).some(isTestFile),
);

test('the API pages have runnable examples', () => {
  expect(pages.length).toBeGreaterThanOrEqual(5);
});

describe.each(pages)('%s', (page) => {
  const examples = exampleFiles('en', page);
  const cases = examples.filter(isTestFile).map((example) => ({
    ...example,
    expected: example.expectFail ? 'fail' : 'pass',
  }));
  let run: ExampleRun;

  // One Rstest run for the whole page: far faster than one per example.
  beforeAll(() => {
    run = runExamples(examples);
  }, 180_000);

  test('example titles are unique on the page', () => {
    const titles = examples.map((example) => example.file);
    expect(new Set(titles).size).toBe(titles.length);
  });

  test('the Chinese page has the same examples with the same code (comments translated)', () => {
    const comparable = (files: ExampleFile[]) => files.map((example) => ({ ...example, code: withoutComments(example.code) }));
    expect(comparable(exampleFiles('zh', page))).toEqual(comparable(examples));
  });

  test.each(cases)('$file: Rstest reports "$expected"', ({ file, expected }) => {
    expect(run.statuses.get(file), run.output).toBe(expected);
  });

  test('only expect="fail" examples name an error', () => {
    expect(examples.filter((example) => example.error !== undefined && !example.expectFail).map((e) => e.file)).toEqual([]);
  });

  // A failing status alone would also accept an example broken for another reason (a typo, a removed API).
  test.each(cases.filter((example) => example.expectFail))('$file fails only with the error it names', ({ file, error }) => {
    expect(error, `${file}: name the expected error with error="…"`).toBeTruthy();
    const messages = run.errors.get(file) ?? [];
    expect(messages, run.output).not.toEqual([]);
    for (const message of messages) expect(message).toContain(error);
  });
});
