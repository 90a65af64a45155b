import { describe, expect, test } from '@rstest/core';
import { readCli } from './utils/cli';
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
