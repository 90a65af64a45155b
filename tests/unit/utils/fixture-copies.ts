/**
 * Copies of a guide's fixture changed for one run (a key taken out of the config, a line made wrong the way a common
 * mistake makes it): the changes fail when the fixture no longer has what they change, so a run never passes for
 * want of the change it was meant to test.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { copyWithModules, temporaryDir } from './concurrent-runs';

/** `file` of `dir`, as text. */
export const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/** Replaces `from` by `to` in `file` of `dir`; fails if the file does not contain `from`. */
export function edit(dir: string, file: string, from: string | RegExp, to: string): void {
  const text = read(dir, file);
  const changed = text.replace(from, to);
  if (changed === text) throw new Error(`${file} does not contain ${from}`);
  writeFileSync(path.join(dir, file), changed);
}

/** Removes the lines of `file` of `dir` that match `pattern`; fails if none does. */
export function removeLines(dir: string, file: string, pattern: RegExp): void {
  const text = read(dir, file);
  const kept = text
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');
  if (kept === text) throw new Error(`${file} has no line matching ${pattern}`);
  writeFileSync(path.join(dir, file), kept);
}

/**
 * A copy of `fixture` in a fresh temporary folder, outside the repository, that sees the repository's node_modules,
 * with `change` applied to its files. (A fixture with packages of its own: `ownCopy` of ./own-install.ts.)
 */
export function variant(fixture: string, change: (dir: string) => void = () => {}): string {
  const dir = copyWithModules(fixture, path.join(temporaryDir(`rstest-guide-${path.basename(fixture)}-`), 'project'), 'all');
  change(dir);
  return dir;
}
