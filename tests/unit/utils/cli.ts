import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './docs';

const RSTEST_BIN = path.join(REPO_ROOT, 'node_modules/.bin/rstest');

/** What `rstest <args>` prints, run from the repository root. */
export function rstestOutput(args: string[]): string {
  return execFileSync(RSTEST_BIN, args, { cwd: REPO_ROOT, encoding: 'utf8' });
}

export interface HelpFlag {
  /** Every spelling the help lists, e.g. ['-t', '--testNamePattern']. */
  names: string[];
  description: string;
}

export interface HelpCommand {
  name: string;
  flags: HelpFlag[];
}

/** Parses the "Options:" section of a cac help text. */
export function parseFlags(help: string): HelpFlag[] {
  const section = help.split(/^Options:\s*$/m)[1] ?? '';
  return section
    .split('\n')
    .map((line) => /^\s+(-[^\s<[].*?)(?:\s{2,}(.*))?$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({
      names: m[1]
        .replace(/\s*[<[].*$/, '')
        .split(/,\s*/)
        .map((name) => name.trim()),
      description: (m[2] ?? '').trim(),
    }));
}

/** The sub-commands listed by `rstest --help` (the bare `[...filters]` entry is the default command). */
export function parseCommands(help: string): string[] {
  const section = help.split(/^Commands:\s*$/m)[1]?.split(/^\S/m)[0] ?? '';
  return section
    .split('\n')
    .map((line) => /^\s+([a-z][\w-]*)\s/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

/** Each command with the flags its own --help prints; '' is the root command. */
export function readCli(): HelpCommand[] {
  const rootHelp = rstestOutput(['--help']);
  return [
    { name: '', flags: parseFlags(rootHelp) },
    ...parseCommands(rootHelp).map((name) => ({
      name,
      flags: parseFlags(rstestOutput([name, '--help'])),
    })),
  ];
}
