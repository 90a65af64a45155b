/**
 * The release history of @rstest/core (site/release-history.json, written by scripts/release-history.mjs from the
 * published tarballs): per documented item, the release that added it, changed its declared type, deprecated it,
 * moved it between entry points or removed it. Item keys: `config.<path>`, `rstest.<member>`, `expect.<member>`,
 * `matcher.<name>`, `mock.<member>`, `mock.mock.<prop>`, `test.<modifier>`, `describe.<modifier>`,
 * `instance.<member>`, `reporter.<hook>`, `export:<name>`, `cli:<command>`, `flag:--<name>`, `flag:<command> --<name>`.
 * Data and small helpers only; no rendering.
 */
import history from './release-history.json';

/** `null` where the earliest examined release already had it (older ones are not on the registry). */
export type Since = string | null;

export interface TypeChange {
  /** The first release with the new type. */
  in: string;
  from: string;
  to: string;
}

export interface ItemHistory {
  /** The first release that has the item (of its last period, see `periods`). */
  added: Since;
  /** The first release without it after it existed (of its last period). */
  removed?: string;
  /**
   * Only when the item left and came back: each stretch it existed, `[added, removed]` (`removed` null while it
   * still exists), oldest first.
   */
  periods?: [Since, string | null][];
  /** Changes of its declared type. */
  changed?: TypeChange[];
  /** The release that marked it `@deprecated` (`null`: already in the earliest examined release). */
  deprecated?: Since;
  /** `export:*` only: the public entry points (`.`, `./api`) that export it, from its first release on. */
  entries?: { in: string; entries: string[] }[];
  /** `flag:*` only, for a flag that has short spellings: its short aliases (`-c`), from its first release on. */
  aliases?: { in: string; aliases: string[] }[];
}

export interface ReleaseHistory {
  package: string;
  /** Every release examined, in semver order. */
  versions: string[];
  /** UTC date (`YYYY-MM-DD`) of the upstream `v<version>` tag; versions without a tag have none. */
  dates: Record<string, string>;
  items: Record<string, ItemHistory>;
}

// (JSON imports type `periods` as arrays, not pairs.)
export const HISTORY = history as unknown as ReleaseHistory;

/** The first release examined: what it has counts as "there from the start" (`added: null`). */
export const EARLIEST_EXAMINED = HISTORY.versions[0];

/** Changes whenever the data does (FNV-1a of its text): a build cache keyed on it is dropped when it changes. */
export const HISTORY_DIGEST = (() => {
  let hash = 0x811c9dc5;
  for (const char of JSON.stringify(HISTORY)) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${HISTORY.versions.at(-1)}-${hash.toString(16).padStart(8, '0')}`;
})();

/** Semver order of `x.y.z` versions (a pre-release sorts before its release). */
export function compareVersions(a: string, b: string): number {
  const [coreA, preA] = a.split('-', 2);
  const [coreB, preB] = b.split('-', 2);
  const x = coreA.split('.').map(Number);
  const y = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) - (y[i] ?? 0);
  if (preA === preB) return 0;
  if (preA === undefined) return 1;
  if (preB === undefined) return -1;
  return preA < preB ? -1 : 1;
}

export const historyOf = (key: string): ItemHistory | undefined => (Object.hasOwn(HISTORY.items, key) ? HISTORY.items[key] : undefined);

/** The examined releases after `from`, up to and including `to`. */
export const versionsBetween = (from: string, to: string): string[] =>
  HISTORY.versions.filter((v) => compareVersions(v, from) > 0 && compareVersions(v, to) <= 0);

/** The stretches an item existed, `[added, removed]`, with `null` for "from the earliest examined" and "still there". */
const periodsOf = (item: ItemHistory): [Since, string | null][] => item.periods ?? [[item.added, item.removed ?? null]];

/** Whether an item exists in `version` (any version: the latest examined release at or before it decides). */
export function presentIn(item: ItemHistory, version: string): boolean {
  return periodsOf(item).some(
    ([added, removed]) => (added === null || compareVersions(added, version) <= 0) && (removed === null || compareVersions(version, removed) < 0),
  );
}

export interface Changes {
  /** Items present in `to` and not in `from`. */
  added: string[];
  /** Items present in `from` and not in `to`. */
  removed: string[];
  /** Type changes released after `from`, up to and including `to`. */
  changed: (TypeChange & { key: string })[];
  /** Items deprecated after `from`, up to and including `to`. */
  deprecated: string[];
  /** Exports whose entry points changed after `from`, up to and including `to` (not counting their addition). */
  moved: { key: string; in: string; from: string[]; to: string[] }[];
}

/** What an upgrade from `from` to `to` meets, over all items, each list sorted by key. */
export function changesBetween(from: string, to: string): Changes {
  const inRange = (version: Since) => version !== null && compareVersions(version, from) > 0 && compareVersions(version, to) <= 0;
  const changes: Changes = { added: [], removed: [], changed: [], deprecated: [], moved: [] };
  for (const [key, item] of Object.entries(HISTORY.items).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    const before = presentIn(item, from);
    const after = presentIn(item, to);
    if (after && !before) changes.added.push(key);
    if (before && !after) changes.removed.push(key);
    for (const change of item.changed ?? []) if (inRange(change.in)) changes.changed.push({ key, ...change });
    if (item.deprecated !== undefined && inRange(item.deprecated)) changes.deprecated.push(key);
    (item.entries ?? []).forEach((step, i, steps) => {
      if (i > 0 && inRange(step.in)) changes.moved.push({ key, in: step.in, from: steps[i - 1].entries, to: step.entries });
    });
  }
  return changes;
}
