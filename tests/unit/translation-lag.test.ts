/**
 * Which Chinese pages lag (plugins/translationLag): read from git in a scratch repository whose commits are dated,
 * so each case says exactly which side changed last.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import { contentOf, statusMarkdown, translationStatuses } from '../../plugins/translationLag';

let repo: string;
const docs = () => path.join(repo, 'docs');
const day = (n: number) => Date.parse(`2026-11-${String(n).padStart(2, '0')}T12:00:00Z`);

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(docs(), file)), { recursive: true });
  writeFileSync(path.join(docs(), file), text);
}

function commit(date: number, message: string) {
  const when = new Date(date).toISOString();
  const env = { ...process.env, GIT_AUTHOR_DATE: when, GIT_COMMITTER_DATE: when };
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', message], { cwd: repo, env });
}

const status = (page: string, now = day(30)) => translationStatuses(repo, docs(), ['a.mdx', 'b.mdx', 'c.mdx'], now).find((s) => s.page === page);

beforeAll(() => {
  repo = mkdtempSync(path.join(os.tmpdir(), 'translation-lag-'));
  execFileSync('git', ['init', '-q'], { cwd: repo });
  for (const page of ['a', 'b', 'c']) {
    write(`en/${page}.mdx`, `---\ndescription: ${page}\n---\n\n# ${page}\n\nEnglish text.\n`);
    write(`zh/${page}.mdx`, `---\ndescription: ${page}\n---\n\n# ${page}\n\n中文。\n`);
  }
  commit(day(1), 'both languages');
  write('en/a.mdx', '---\ndescription: a\n---\n\n# a\n\nEnglish text, revised.\n');
  commit(day(5), 'English content of a');
  write('en/b.mdx', '---\ndescription: b, reworded\n---\n\n# b\n\n\nEnglish   text.\n');
  commit(day(6), 'front matter and whitespace of b');
  write('zh/c.mdx', '---\ndescription: c\n---\n\n# c\n\n中文，改过。\n');
  commit(day(7), 'Chinese of c');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe('translation status from git', () => {
  test('the English content changed after the Chinese page: it lags', () => {
    expect(status('a.mdx')).toEqual({ page: 'a.mdx', englishChangedAt: day(5), chineseChangedAt: day(1), lagging: true });
  });

  test('only the front matter or whitespace of the English page changed: it does not lag', () => {
    expect(status('b.mdx')).toEqual({ page: 'b.mdx', englishChangedAt: day(1), chineseChangedAt: day(1), lagging: false });
  });

  test('the Chinese page changed last: it does not lag', () => {
    expect(status('c.mdx')?.lagging).toBe(false);
  });

  test('uncommitted edits count as changes made now', () => {
    write('en/c.mdx', '---\ndescription: c\n---\n\n# c\n\nEnglish text, edited locally.\n');
    expect(status('c.mdx', day(30))).toMatchObject({ englishChangedAt: day(30), lagging: true });
    write('zh/c.mdx', '---\ndescription: c\n---\n\n# c\n\n中文，本地也改过。\n');
    expect(status('c.mdx', day(30))).toMatchObject({ chineseChangedAt: day(30), lagging: false });
  });

  test('outside a git repository nothing is known', () => {
    const plain = mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    expect(translationStatuses(plain, plain, ['a.mdx'])).toEqual([]);
    rmSync(plain, { recursive: true, force: true });
  });
});

test('content is the body without front matter, whitespace collapsed', () => {
  expect(contentOf('---\ntitle: x\n---\n\n# T\n\n a  b\n')).toBe('# T a b');
});

test('the status list puts lagging pages first, with dates', () => {
  const list = statusMarkdown([
    { page: 'ok.mdx', englishChangedAt: day(1), chineseChangedAt: day(2), lagging: false },
    { page: 'old.mdx', englishChangedAt: day(3), chineseChangedAt: day(2), lagging: true },
  ]);
  expect(list).toContain('1 of 2 Chinese pages lag');
  expect(list.indexOf('| old.mdx | lags | 2026-11-03 | 2026-11-02 |')).toBeLessThan(list.indexOf('| ok.mdx | current |'));
});
