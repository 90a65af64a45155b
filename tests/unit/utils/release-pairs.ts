/**
 * The upgrade guides (tests/unit/guides/to-0-*.test.ts) run each example on two releases, the one a reader leaves and
 * the one they move to: a copy of the example on each (`copyOnRelease` of ./releases.ts) and the same run in both.
 */
import path from 'node:path';
import { copyOnRelease, type Release } from './releases';

/**
 * `onBoth(folder, run, linked)` for the example `fixture`: a copy of its `folder` on `oldVersion` and one on
 * `newVersion` (with the root's packages named in `linked`), and `run` started in each.
 */
export function releasePair(fixture: string, oldVersion: Release, newVersion: Release) {
  return <T>(folder: string, run: (dir: string, version: Release) => Promise<T>, linked: string[] = []) => {
    const copy = (version: Release) => copyOnRelease(path.join(fixture, folder), version, linked);
    const dirs = { old: copy(oldVersion), new: copy(newVersion) };
    return { dirs, old: run(dirs.old, oldVersion), new: run(dirs.new, newVersion) };
  };
}
