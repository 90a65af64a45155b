/**
 * Walks the type declarations of @rstest/core's index.d.ts as text, far enough to answer "which members does the
 * object form of this option declare, and with which type": unions and intersections, `Partial`, `NonNullable`,
 * `Pick`, `Omit`, indexed access (`A['b']`), aliases and interfaces (with `extends`). A type it cannot see into
 * (e.g. `typeof config` from Chai) is reported as opaque, never guessed.
 */
import { normaliseType, RSTEST_DTS } from './config-pages';

export interface Member {
  name: string;
  /** The declared type, normalised; undefined when the declaration is out of reach (opaque). */
  type?: string;
  /** The declared type as written, doc comments included (so nested members keep their `@default`). */
  declaration?: string;
  /** The `@default` of its doc comment, if any. */
  defaultTag?: string;
}

/** `text` with every comment blanked out by spaces, so indices still line up with the original. */
const blankComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (c) => c.replace(/[^\n]/g, ' '));

const OPEN = '{([<';
const CLOSE = '})]>';

/** Splits `text` at `separator` characters outside brackets (`=>` is not a bracket). */
function splitTopLevel(text: string, separator: string): string[] {
  const code = blankComments(text);
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (OPEN.includes(char)) depth++;
    else if (CLOSE.includes(char) && !(char === '>' && code[i - 1] === '=')) depth--;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  // A leading `|` (a union written one member a line) leaves an empty first part.
  return parts.map((part) => part.trim()).filter((part) => blankComments(part).trim() !== '');
}

/** Removes one pair of enclosing parentheses or a generic wrapper's name: `Partial<X>` → `X`. */
const unwrap = (text: string, wrapper: string) => {
  const shape = normaliseType(text);
  if (!shape.startsWith(`${wrapper}<`) || !shape.endsWith('>')) return undefined;
  const raw = text.trim();
  return raw.slice(raw.indexOf('<') + 1, raw.lastIndexOf('>')).trim();
};

/** The members of an object type literal's body, each with its type and `@default`. */
function literalMembers(body: string): Member[] {
  const code = blankComments(body);
  const members: Member[] = [];
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    const char = code[i];
    if (OPEN.includes(char)) depth++;
    else if (CLOSE.includes(char) && !(char === '>' && code[i - 1] === '=')) depth--;
    if (depth !== 0) continue;
    const match = /^(?:readonly\s+)?([A-Za-z_$][\w$]*)\??:/.exec(code.slice(i));
    if (!match || /[\w$.]/.test(code[i - 1] ?? '')) continue;
    const typeStart = i + match[0].length;
    let end = typeStart;
    for (let d = 0; end < code.length; end++) {
      const c = code[end];
      if (OPEN.includes(c)) d++;
      else if (CLOSE.includes(c) && !(c === '>' && code[end - 1] === '=')) d--;
      else if ((c === ';' || c === '\n') && d === 0 && code.slice(typeStart, end).trim() && !/[|&,(<]\s*$/.test(code.slice(typeStart, end)))
        break;
    }
    const comment = /\/\*\*((?:(?!\*\/)[\s\S])*)\*\/\s*$/.exec(body.slice(0, i))?.[1] ?? '';
    members.push({
      name: match[1],
      type: normaliseType(body.slice(typeStart, end)),
      declaration: body.slice(typeStart, end),
      defaultTag: /@default\s+([^\n]*)/.exec(comment)?.[1].trim(),
    });
    i = end;
  }
  return members;
}

/** The declaration of a named type: an alias's right-hand side, or an interface's body and bases. */
function declaration(name: string): { alias?: string; body?: string; bases: string[] } | undefined {
  const code = blankComments(RSTEST_DTS);
  const found = new RegExp(`(?:^|\\s)(?:interface|type) ${name}(?:<[^=>{]*>)?(\\s+extends\\s+([^{]+))?\\s*(=|\\{)`, 'm').exec(code);
  if (!found) return undefined;
  let start = found.index + found[0].length;
  if (found[3] === '=') {
    // An alias: up to the `;` that ends it at depth 0.
    let depth = 0;
    for (let i = start; i < code.length; i++) {
      const char = code[i];
      if (OPEN.includes(char)) depth++;
      else if (CLOSE.includes(char) && !(char === '>' && code[i - 1] === '=')) depth--;
      // Kept with its comments: members of an object literal carry their `@default`.
      else if (char === ';' && depth === 0) return { alias: RSTEST_DTS.slice(start, i), bases: [] };
    }
    return undefined;
  }
  let depth = 1;
  for (let i = start; i < code.length; i++) {
    if (code[i] === '{') depth++;
    if (code[i] === '}' && --depth === 0) {
      const bases = found[2] ? splitTopLevel(found[2], ',') : [];
      return { body: RSTEST_DTS.slice(start, i), bases };
    }
  }
  return undefined;
}

/** `'a' | 'b'` → ['a', 'b']. */
const stringLiterals = (text: string) => [...text.matchAll(/'([^']*)'/g)].map((m) => m[1]);

/**
 * The members an object type declares, or undefined when part of it is opaque. Parts of a union that are not
 * objects (string literals, functions, arrays, `boolean`) contribute nothing.
 */
export function objectMembers(typeText: string, seen = new Set<string>()): Member[] | undefined {
  // `raw` keeps doc comments (for `@default`); `text` is the normalised shape the checks below read.
  const raw = typeText.trim();
  const text = normaliseType(typeText);
  const union = splitTopLevel(raw, '|');
  if (union.length > 1) return mergeMembers(union.map((part) => objectMembers(part, seen)));
  const intersection = splitTopLevel(raw, '&');
  if (intersection.length > 1) return mergeMembers(intersection.map((part) => objectMembers(part, seen)));
  if (text.startsWith('(') && text.endsWith(')')) return objectMembers(raw.slice(raw.indexOf('(') + 1, raw.lastIndexOf(')')), seen);
  for (const wrapper of ['Partial', 'NonNullable', 'Readonly', 'Required']) {
    const inner = unwrap(raw, wrapper);
    if (inner !== undefined) return objectMembers(inner, seen);
  }
  for (const [wrapper, keep] of [
    ['Pick', true],
    ['Omit', false],
  ] as const) {
    const inner = unwrap(raw, wrapper);
    if (inner === undefined) continue;
    const [target, keys] = splitTopLevel(inner, ',');
    const listed = new Set(stringLiterals(keys));
    const targetMembers = objectMembers(target, seen);
    if (!targetMembers) {
      // Opaque target: Pick still names its members, without their types.
      return keep ? [...listed].map((name) => ({ name })) : undefined;
    }
    return targetMembers.filter((member) => listed.has(member.name) === keep);
  }
  if (text.startsWith('{') && text.endsWith('}')) return literalMembers(raw.slice(raw.indexOf('{') + 1, raw.lastIndexOf('}')));
  const indexed = /^(\w+)\['(\w+)'\]$/.exec(text);
  if (indexed) {
    const member = objectMembers(indexed[1], seen)?.find((m) => m.name === indexed[2]);
    return member?.type ? objectMembers(member.declaration ?? member.type, seen) : undefined;
  }
  if (/^'[^']*'$|^(boolean|string|number|undefined|null|RegExp|any|unknown)$|\[\]$|=>/.test(text)) return [];
  if (/^Record<\s*string\s*,/.test(text)) return [];
  if (!/^\w+$/.test(text) || seen.has(text)) return undefined;
  const declared = declaration(text);
  if (!declared) return undefined;
  const next = new Set([...seen, text]);
  if (declared.alias !== undefined) return objectMembers(declared.alias, next);
  const own = literalMembers(declared.body ?? '');
  const inherited = mergeMembers(declared.bases.map((base) => objectMembers(base, next)));
  return inherited && [...own, ...inherited.filter((m) => !own.some((o) => o.name === m.name))];
}

function mergeMembers(lists: (Member[] | undefined)[]): Member[] | undefined {
  if (lists.some((list) => list === undefined)) return undefined;
  const merged = new Map<string, Member>();
  for (const member of (lists as Member[][]).flat()) if (!merged.has(member.name)) merged.set(member.name, member);
  return [...merged.values()];
}

/** The member at a dotted path below a declared type, e.g. ('CoverageOptions', ['thresholds', 'lines']). */
export function memberAt(typeText: string, path: string[]): Member | undefined {
  let current: Member = { name: '', type: typeText };
  for (const key of path) {
    if (current.type === undefined) return undefined;
    const next = objectMembers(current.declaration ?? current.type)?.find((member) => member.name === key);
    if (!next) return undefined;
    current = next;
  }
  return current;
}
