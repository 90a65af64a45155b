/**
 * guide/integration/vscode.mdx describes the Rstest VS Code extension from its manifest. The extension cannot run in
 * this suite, and the manifest lives in the Rstest repository, not in an installed package: scripts/vscode-manifest.mjs
 * extracts its facts (version and commit, activation events, commands, settings with their types and defaults) into
 * site/vscode-extension.json, and this test holds both languages of the page to that file: every command and setting
 * listed with the right title, type and default, and nothing else.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { codeBlocks, LANGS, type Lang, REPO_ROOT, readDoc, splitFrontmatter, withoutCode } from './utils/docs';

const PAGE = 'guide/integration/vscode.mdx';

interface Extension {
  id: string;
  version: string;
  commit: string;
  commitDate: string;
  vscode: string;
  activationEvents: string[];
  commands: { id: string; title: string; category: string; inCommandPalette: boolean; menus: string[] }[];
  settings: { key: string; type: string; default?: unknown }[];
}

const extension: Extension = JSON.parse(readFileSync(path.join(REPO_ROOT, 'site/vscode-extension.json'), 'utf8'));

const body = (lang: Lang) => splitFrontmatter(readDoc(lang, PAGE)).body;
const prose = (lang: Lang) => withoutCode(body(lang));

/** The lines of the section with heading id `id`, up to the next heading of the same depth or higher. */
function section(lang: Lang, id: string): string[] {
  const lines = prose(lang).split('\n');
  const start = lines.findIndex((line) => new RegExp(`^#+ .*\\{#${id}\\}\\s*$`).test(line));
  if (start === -1) throw new Error(`${lang}/${PAGE} has no heading {#${id}}`);
  const depth = /^#+/.exec(lines[start])?.[0].length ?? 0;
  const end = lines.findIndex((line, i) => i > start && /^#+ /.test(line) && (/^#+/.exec(line)?.[0].length ?? 0) <= depth);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

/** The body rows of the tables in `lines` (not their header rows), as cells; `\|` inside a cell is a pipe. */
function tableRows(lines: string[]): string[][] {
  const separator = /^\|\s*:?-/;
  return lines
    .filter((line, i) => line.startsWith('|') && !separator.test(line) && !separator.test(lines[i + 1] ?? ''))
    .map((line) =>
      line
        .replace(/\\\|/g, '\u0000')
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim().replace(/\u0000/g, '|')),
    );
}

/** The text of a cell's only inline code, or undefined when it has none. */
const codeOf = (cell: string) => /^`([^`]*)`$/.exec(cell)?.[1];

describe.each(LANGS)('%s', (lang) => {
  test('states the manifest version and the commit it was read from', () => {
    const text = prose(lang);
    expect(text).toContain(extension.version);
    expect(text).toContain(extension.commitDate);
    expect(text).toContain(`\`${extension.commit.slice(0, 7)}\``);
    // The VS Code version the manifest requires (`^1.97.0` → 1.97), and the identifier to install.
    expect(text).toContain(`VS Code ${extension.vscode.replace(/^\^/, '').replace(/\.0$/, '')}`);
    expect(text).toContain(`\`${extension.id}\``);
  });

  test('gives the activation patterns of the manifest', () => {
    const text = prose(lang);
    for (const event of extension.activationEvents) expect(text).toContain(`\`${event.replace(/^workspaceContains:/, '')}\``);
  });

  test('lists every command with its title, and no other', () => {
    const rows = tableRows(section(lang, 'commands')).filter((cells) => codeOf(cells[1] ?? '')?.startsWith('rstest.'));
    const listed = Object.fromEntries(rows.map((cells) => [codeOf(cells[1]), cells[0]]));
    expect(listed).toEqual(Object.fromEntries(extension.commands.map((command) => [command.id, command.title])));
    // The commands the Command Palette shows appear there as `Category: Title`.
    const text = prose(lang);
    for (const command of extension.commands.filter((c) => c.inCommandPalette)) expect(text).toContain(`**${command.category}: ${command.title}**`);
  });

  test('lists every setting with its type and default, and no other', () => {
    const rows = tableRows(section(lang, 'settings')).filter((cells) => codeOf(cells[0] ?? '')?.startsWith('rstest.'));
    const listed = rows.map((cells) => {
      const defaultCode = codeOf(cells[2]);
      return { key: codeOf(cells[0]), type: codeOf(cells[1]), ...(defaultCode === undefined ? {} : { default: JSON.parse(defaultCode) }) };
    });
    const byKey = (settings: { key?: string }[]) => [...settings].sort((a, b) => String(a.key).localeCompare(String(b.key)));
    expect(byKey(listed)).toEqual(byKey(extension.settings.map(({ key, type, ...rest }) => ({ key, type, ...('default' in rest ? { default: rest.default } : {}) }))));
    // And each is described once, in a list item of its own below the table.
    const described = section(lang, 'settings').flatMap((line) => /^- `(rstest\.\w+)`[:：]/.exec(line)?.[1] ?? []);
    expect([...described].sort()).toEqual(extension.settings.map((setting) => setting.key).sort());
  });

  test('names no command or setting the manifest lacks, in its prose or its settings example', () => {
    const known = new Set([...extension.commands.map((c) => c.id), ...extension.settings.map((s) => s.key)]);
    const named = [...prose(lang).matchAll(/`(rstest\.[A-Za-z]+)`/g)].map((m) => m[1]);
    expect(named.length).toBeGreaterThan(known.size);
    expect(named.filter((name) => !known.has(name))).toEqual([]);
    const settingsFiles = codeBlocks(body(lang)).filter((block) => /title="\.vscode\/settings\.json"/.test(block.meta));
    expect(settingsFiles.length).toBeGreaterThan(0);
    for (const block of settingsFiles) {
      const keys = Object.keys(JSON.parse(block.code)).filter((key) => key.startsWith('rstest.'));
      expect(keys.filter((key) => !known.has(key))).toEqual([]);
    }
  });
});

test('the example settings keep the default config pattern and add one', () => {
  const setting = extension.settings.find((s) => s.key === 'rstest.configFileGlobPattern');
  const block = codeBlocks(body('en')).find((b) => /title="\.vscode\/settings\.json"/.test(b.meta));
  const patterns: string[] = JSON.parse(block?.code ?? '{}')['rstest.configFileGlobPattern'];
  expect(patterns.slice(0, -1)).toEqual(setting?.default);
  expect(patterns.length).toBe((setting?.default as string[]).length + 1);
});
