// Reading the repository's history at build time, for the plugins that date pages (translationLag, pageMetaInChunk).
import { execFileSync } from 'node:child_process';

/** Runs git in `cwd` and returns what it prints (its error output is dropped; a failure throws). */
export const git = (cwd: string, args: string[], input?: string) =>
  execFileSync('git', args, { cwd, input, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['pipe', 'pipe', 'ignore'] });

export interface Commit {
  hash: string;
  time: number;
  /** Paths relative to the repository root. */
  files: Set<string>;
}

/** The commits that touched `dirs`, newest first, with the files each touched. */
export function history(repo: string, dirs: string[]): Commit[] {
  const log = git(repo, ['log', '--format=%x00%H %ct', '--name-only', '--no-renames', '--', ...dirs]);
  return log
    .split('\0')
    .filter(Boolean)
    .map((entry) => {
      const [head, ...files] = entry.trim().split('\n');
      const [hash, seconds] = head.split(' ');
      return { hash, time: Number(seconds) * 1000, files: new Set(files.filter(Boolean)) };
    });
}
