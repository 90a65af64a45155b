// A copy of docs/ scaled to N times today's pages and words, by generated variants of each page (bench --scale).
//
// The search bench (scripts/bench.mjs --scale N) builds this copy to see how the search index, its load and queries
// grow with the site. Each page `<name>.mdx` (not `index.mdx`: the home and overview pages) gets variants
// `<name>-v2.mdx` … `<name>-vN.mdx` in the same folder of both languages: the same Markdown with its title marked as a
// variant and about a fifth of its words (prose and code) replaced by made-up ones, so that the vocabulary grows
// as a larger site's would rather than repeating the same words. Headings keep their explicit ids, links their
// targets, so the copy passes the build's dead-link and anchor checks. Never written under docs/: nothing ships it.
//
//   node scripts/scale-docs.mjs 4     writes the copy for 4× and prints pages and words of today's docs and the copy
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DOCS_DIR = path.join(ROOT, 'docs');
/** Under node_modules/.cache: ignored by git, dropped with the build cache, never served. */
export const SCALED_DIR = path.join(ROOT, 'node_modules/.cache/rstest-docs/scaled');
export const LANGS = ['en', 'zh'];

/** Share of words a variant replaces. */
const REPLACED = 0.2;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const CJK_ALL = new RegExp(CJK.source, 'gu');

/** FNV-1a of `text` as a number in [0, 1): the same choices on every run. */
function unitHash(text) {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0) / 2 ** 32;
}

/** Every page (.md/.mdx) below `dir`, as paths relative to it, sorted. */
function pagesOf(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Frontmatter block (with its fences) and the body after it. */
function splitFrontmatter(source) {
  const match = /^---\n[\s\S]*?\n---\n/.exec(source);
  return match ? [match[0], source.slice(match[0].length)] : ['', source];
}

/** Words of a Markdown body: whitespace-separated tokens, with each CJK character counted as one word. */
export function countWords(body) {
  const cjk = body.match(CJK_ALL)?.length ?? 0;
  const tokens = body.replace(CJK_ALL, ' ').split(/\s+/).filter(Boolean).length;
  return cjk + tokens;
}

/** Pages and words per language of a docs folder (with en/ and zh/). */
export function measureDocs(docsDir) {
  const pages = {};
  const words = {};
  for (const lang of LANGS) {
    const files = pagesOf(path.join(docsDir, lang));
    pages[lang] = files.length;
    words[lang] = files.reduce(
      (sum, file) => sum + countWords(splitFrontmatter(readFileSync(path.join(docsDir, lang, file), 'utf8'))[1]),
      0,
    );
  }
  return { pages, words };
}

/**
 * Parts of a line that must stay as they are: link and image targets, heading ids and MDX expressions, inline
 * HTML/JSX tags, URLs, entities, Shiki notations. Words are replaced only between them.
 */
const PROTECTED = /\]\([^)]*\)|\{[^}]*\}|<[^>]*>|https?:\/\/[^\s)>\]"'`]+|&#?\w+;|\[!code [^\]]*\]/g;
/** A Latin word or identifier part worth replacing (3+ characters; `_x_` emphasis markers are not part of it). */
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)*/g;

let segmenter;
/** Chinese words of a CJK run (Intl.Segmenter, as the search engine cuts them). */
const cjkWords = (run) => [...(segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })).segment(run)].map((s) => s.segment);

/**
 * Replaces about REPLACED of the words of `text` for variant `k`: a Latin word `mock` becomes `mockex<k>` (a new
 * whole term for the search index: lower case, so no camelCase split), a Chinese word the same number of characters
 * drawn from the site's own Chinese characters (new words and bigrams, still Chinese text). `seed` keeps choices
 * apart between pages and lines.
 */
function replaceWords(text, k, seed, cjkChars) {
  let n = 0;
  const chosen = (word) => unitHash(`${seed}|${k}|${n++}|${word}`) < REPLACED;
  const latin = text.replace(LATIN_WORD, (word) => (word.length >= 3 && chosen(word) ? `${word}ex${k}` : word));
  if (!cjkChars) return latin;
  return latin.replace(/[\p{Script=Han}]+/gu, (run) =>
    cjkWords(run)
      .map((word) =>
        chosen(word)
          ? [...word].map((_, i) => cjkChars[Math.floor(unitHash(`${word}|${k}|${i}`) * cjkChars.length)]).join('')
          : word,
      )
      .join(''),
  );
}

/** `replaceWords` on the parts of `line` outside PROTECTED. */
function replaceOutsideProtected(line, k, seed, cjkChars) {
  let out = '';
  let last = 0;
  for (const match of line.matchAll(PROTECTED)) {
    out += replaceWords(line.slice(last, match.index), k, `${seed}@${last}`, cjkChars) + match[0];
    last = match.index + match[0].length;
  }
  return out + replaceWords(line.slice(last), k, `${seed}@${last}`, cjkChars);
}

/** Lines of MDX that are not text: imports/exports, JSX, expressions, containers, link definitions. */
const STRUCTURAL = /^\s*(?:import\s|export\s|<|\{|:::|\[[^\]]+\]:\s)/;

/** The title of variant `k` in `lang`. */
export const variantTitle = (title, k, lang) => (lang === 'zh' ? `${title}（变体 ${k}）` : `${title} (variant ${k})`);

/**
 * Variant `k` of a page's source. The h1 (and a frontmatter `title:`) says which variant it is; headings change
 * words only where an explicit `{#id}` keeps their anchor (links inside the page point to it); code fences' opening
 * lines (language, title, meta) stay, their code changes like prose.
 */
export function variantOf(source, k, lang, seed, cjkChars) {
  const [frontmatter, body] = splitFrontmatter(source);
  const front = frontmatter.replace(/^title: *(.+)$/m, (_, title) => `title: ${variantTitle(title.replace(/^(['"])(.*)\1$/, '$2'), k, lang)}`);
  let fence;
  const lines = body.split('\n').map((line, index) => {
    const opening = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && !line.trim().slice(opening[1].length)) {
        fence = undefined;
        return line;
      }
      return replaceOutsideProtected(line, k, `${seed}:${index}`, cjkChars);
    }
    if (opening) {
      fence = opening[1];
      return line;
    }
    if (/^# /.test(line)) return line.replace(/^# (.*?)(\s*\{#[^}]*\})?$/, (_, title, id = '') => `# ${variantTitle(title, k, lang)}${id}`);
    if (/^#{2,6} /.test(line) && !/\{#[^}]*\}\s*$/.test(line)) return line;
    if (STRUCTURAL.test(line)) return line;
    return replaceOutsideProtected(line, k, `${seed}:${index}`, cjkChars);
  });
  return front + lines.join('\n');
}

/** Sidebar entries of a folder's `_meta.json` for the variants of its pages, appended after the originals. */
function metaWithVariants(meta, variantsOf, lang) {
  const added = [];
  for (const entry of meta) {
    const name = typeof entry === 'string' ? entry : entry.type === 'file' || !entry.type ? entry.name : undefined;
    for (const k of variantsOf.get(name) ?? []) {
      added.push(typeof entry === 'string' ? `${name}-v${k}` : { ...entry, name: `${name}-v${k}`, ...(entry.label && { label: variantTitle(entry.label, k, lang) }) });
    }
  }
  return [...meta, ...added];
}

/**
 * The variant numbers of each page: 2…N for every page but `index.mdx`, then one more variant (N+1) for as many
 * pages (spread over the site) as it takes to reach N times today's page count.
 */
function planVariants(pages, scale) {
  const eligible = pages.filter((file) => path.basename(file, path.extname(file)) !== 'index');
  const plan = new Map(eligible.map((file) => [file, Array.from({ length: scale - 1 }, (_, i) => i + 2)]));
  const missing = Math.round(scale * pages.length) - pages.length - eligible.length * (scale - 1);
  for (let i = 0; i < Math.min(missing, eligible.length); i++) {
    plan.get(eligible[Math.floor((i * eligible.length) / missing)]).push(scale + 1);
  }
  return plan;
}

/** The Chinese characters of the Chinese pages, the alphabet of made-up Chinese words. */
function chineseCharacters(docsDir) {
  const chars = new Set();
  for (const file of pagesOf(path.join(docsDir, 'zh'))) {
    for (const char of readFileSync(path.join(docsDir, 'zh', file), 'utf8').match(/\p{Script=Han}/gu) ?? []) chars.add(char);
  }
  return [...chars].sort();
}

/**
 * Writes the scaled copy of `docsDir` (today's pages plus variants) to `<outDir>/docs`, replacing any previous copy,
 * and returns its path with pages and words per language, of today's docs and of the copy.
 */
export function scaleDocs(scale, { docsDir = DOCS_DIR, outDir = SCALED_DIR } = {}) {
  if (!Number.isInteger(scale) || scale < 1) throw new Error(`--scale takes a whole number ≥ 1, not ${scale}`);
  const copy = path.join(outDir, 'docs');
  rmSync(copy, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  cpSync(docsDir, copy, { recursive: true });
  const cjkChars = chineseCharacters(docsDir);
  // Planned from the English pages: the Chinese ones mirror them file for file.
  const plan = planVariants(pagesOf(path.join(docsDir, 'en')), scale);
  for (const lang of LANGS) {
    const variantsByFolder = new Map();
    for (const [file, variants] of plan) {
      const source = path.join(docsDir, lang, file);
      let text;
      try {
        text = readFileSync(source, 'utf8');
      } catch {
        continue; // No twin in this language.
      }
      const { dir, name, ext } = path.parse(file);
      for (const k of variants) {
        const variant = variantOf(text, k, lang, `${lang}/${file}`, lang === 'zh' ? cjkChars : undefined);
        writeFileSync(path.join(copy, lang, dir, `${name}-v${k}${ext}`), variant);
      }
      if (!variantsByFolder.has(dir)) variantsByFolder.set(dir, new Map());
      variantsByFolder.get(dir).set(name, variants);
    }
    for (const [dir, variantsOf] of variantsByFolder) {
      const metaFile = path.join(copy, lang, dir, '_meta.json');
      let meta;
      try {
        meta = JSON.parse(readFileSync(metaFile, 'utf8'));
      } catch {
        continue; // No _meta.json: Rspress lists the folder's files itself.
      }
      writeFileSync(metaFile, `${JSON.stringify(metaWithVariants(meta, variantsOf, lang), null, 2)}\n`);
    }
  }
  return { docs: copy, today: measureDocs(docsDir), scaled: measureDocs(copy) };
}

/** "4.0× pages, 3.9× words" per language. */
export function describeScale({ today, scaled }) {
  return LANGS.map((lang) => {
    const times = (key) => (scaled[key][lang] / today[key][lang]).toFixed(1);
    return `${lang}: ${today.pages[lang]} → ${scaled.pages[lang]} pages (${times('pages')}×), ${today.words[lang]} → ${scaled.words[lang]} words (${times('words')}×)`;
  }).join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = scaleDocs(Number(process.argv[2] ?? 4));
  console.log(`Scaled copy in ${path.relative(ROOT, result.docs)}\n${describeScale(result)}`);
}
