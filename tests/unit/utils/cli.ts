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

/** Flags whose config path is not their own name (`--browser.name` sets `browser.browser`). */
const FLAG_OPTIONS: Record<string, string> = {
  '--browser': 'browser.enabled',
  '--browser.name': 'browser.browser',
  '--coverage': 'coverage.enabled',
  '--pool': 'pool.type',
  '--reporter': 'reporters',
  '--reporters': 'reporters',
  '-t': 'testNamePattern',
  '-u': 'update',
};

/** The config option a flag sets, as a path: `--coverage.provider` → ['coverage', 'provider']. */
export const optionPathOfFlag = (flag: string) => (FLAG_OPTIONS[flag] ?? flag.replace(/^--/, '')).split('.');

export interface StatedDefault {
  /** The row's last long flag, e.g. `--slowTestThreshold`. */
  flag: string;
  /** The stated value: a number, boolean or string, or a list for "Default: `a`, `b` and `c`". */
  stated: unknown;
}

/** A code literal as the value it names: `300` → 300, `true` → true, `forks` → 'forks'. */
function literal(text: string): unknown {
  // A `|` inside a table cell's code is written `\|`.
  const code = text.replaceAll('\\|', '|');
  if (/^-?\d+(\.\d+)?$/.test(code)) return Number(code);
  if (code === 'true' || code === 'false') return code === 'true';
  return code.replace(/^'(.*)'$/, '$1');
}

/**
 * The defaults a page states in its flag tables: rows whose first cell names a flag and whose text says
 * "Default: `v`" / "`v` (default)" / "On by default" (in Chinese "默认 `v`" / "默认：`v`" / "`v`（默认" / "默认开启").
 * Prose defaults ("Default: the current directory") name no literal and are left out.
 */
export function statedFlagDefaults(page: string): StatedDefault[] {
  return page.split('\n').flatMap((line) => {
    const cells = /^\|\s*(`[^|]*`)\s*\|(.*)\|\s*$/.exec(line);
    const flag = cells && [...cells[1].matchAll(/--[\w.-]+/g)].map((m) => m[0]).pop();
    if (!cells || !flag) return [];
    const text = cells[2];
    const list = /(?:Default: |默认[：:]? ?)((?:`[^`]+`(?:, | and |、|和| 和 )?)+)(?=[。.，,；;（(]| \(|\s*$)/.exec(text);
    const marked = /`([^`]+)` ?[(（](?:the )?default/i.exec(text) ?? /`([^`]+)`（默认/.exec(text);
    if (list) {
      const values = [...list[1].matchAll(/`([^`]+)`/g)].map((m) => literal(m[1]));
      return [{ flag, stated: values.length > 1 ? values : values[0] }];
    }
    if (marked) return [{ flag, stated: literal(marked[1]) }];
    if (/\bOn by default\b|默认开启/.test(text)) return [{ flag, stated: true }];
    return [];
  });
}
