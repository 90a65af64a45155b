/**
 * Backs guide/framework/vue.mdx: runs its fixture (tests/examples/guides/vue/) and checks what the page says happens.
 *
 * Four Rstest runs, two at a time:
 * - `run`: the fixture as it is (jsdom): every test passes.
 * - `noPlugin`: a copy whose config lacks `pluginVue()`: the build error of the common mistakes.
 * - `mistakes`: a copy with `setProps` un-awaited (TodoItem.test.ts), no `nextTick` after changing the store
 *   (TodoApp.test.ts), and TodoApp.test.ts again as a file that mounts without `global.provide`.
 * - `nodeEnvironment`: a copy whose config lacks `testEnvironment`, so the files run in 'node'.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, expect, rs, test } from '@rstest/core';
import { READER_ENV, removeTemporaryDirs, rstest } from '../utils/concurrent-runs';
import { edit, read, removeLines, variant } from '../utils/fixture-copies';
import { guideFixtureDir, missingOutputLines, shownOutput } from '../utils/guides';

const PAGE = 'guide/framework/vue.mdx';
const fixture = guideFixtureDir(PAGE);
rs.setConfig({ testTimeout: 600_000 });
afterAll(removeTemporaryDirs, 600_000);

const env = READER_ENV;


const run = rstest(fixture, ['run'], { env });
const noPlugin = rstest(
  variant(fixture, (dir) => removeLines(dir, 'rstest.config.ts', /pluginVue|single-file/)),
  ['run', 'src/TodoItem.test.ts'],
  { env },
);
const mistakes = rstest(
  variant(fixture, (dir) => {
    edit(dir, 'src/TodoItem.test.ts', '  await wrapper.setProps({ done: true });', '  wrapper.setProps({ done: true });');
    // A copy of TodoApp.test.ts as it is in the fixture, mounting without global.provide.
    writeFileSync(path.join(dir, 'src/TodoAppNoProvide.test.ts'), read(dir, 'src/TodoApp.test.ts'));
    edit(dir, 'src/TodoAppNoProvide.test.ts', 'mount(TodoApp, { global: { provide: { [todoStoreKey]: store } } })', 'mount(TodoApp)');
    edit(dir, 'src/TodoApp.test.ts', '  await nextTick();\n', '');
  }),
  ['run'],
  { env },
);
const nodeEnvironment = rstest(
  variant(fixture, (dir) => edit(dir, 'rstest.config.ts', "  testEnvironment: 'jsdom',\n", '')),
  ['run'],
  { env },
);

test('every test of the fixture passes', async () => {
  const { exitCode, output } = await run;
  expect(exitCode, output).toBe(0);
  expect(missingOutputLines(shownOutput(PAGE, 'run'), output)).toEqual([]);
});

test('without the Vue plugin, the build fails on the .vue file and no test runs', async () => {
  const { exitCode, output } = await noPlugin;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-vue-plugin'), output)).toEqual([]);
  expect(output).toMatch(/Tests no tests/);
});

test('un-awaited setProps and a missing nextTick read the DOM before Vue updated it', async () => {
  const { exitCode, output } = await mistakes;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'no-await'), output)).toEqual([]);
  expect(missingOutputLines(shownOutput(PAGE, 'no-next-tick'), output)).toEqual([]);
});

test('without global.provide, Vue warns and useTodos() throws', async () => {
  const { output } = await mistakes;
  expect(missingOutputLines(shownOutput(PAGE, 'no-provide'), output)).toEqual([]);
  expect(output).toMatch(/✗ src\/TodoAppNoProvide\.test\.ts \(2\)\n\s*✗ adds a todo to the store/);
});

test("in the 'node' environment every mount() fails; only todos.test.ts passes", async () => {
  const { exitCode, output } = await nodeEnvironment;
  expect(exitCode, output).toBe(1);
  expect(missingOutputLines(shownOutput(PAGE, 'node-environment'), output)).toEqual([]);
  expect(output).toMatch(/✓ src\/todos\.test\.ts \(1\)/);
  expect(output).toMatch(/Test Files 3 failed \| 1 passed/);
});
