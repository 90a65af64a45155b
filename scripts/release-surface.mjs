// The public surface of one unpacked @rstest/core package: its config keys, the members of its test APIs, its
// exports per entry point, its Node API instance and reporter hooks, and its CLI commands and flags. Read from the
// package's own files only: its declaration files with the TypeScript 5 compiler API (external imports such as
// @rsbuild/core or chai stay unresolved) and the JavaScript that registers the CLI through `cac`. One exception: a
// config key declared as a whole section of Rsbuild's config (`resolve?: RsbuildConfig['resolve']`) takes its
// sub-keys from the declaration files of the @rsbuild/core release the package depends on (see `rsbuildSections`).
// scripts/release-history.mjs calls `surfaceOf` on every published release.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TYPESCRIPT = path.join(ROOT, 'tests/older-releases/node_modules/typescript-5');
if (!existsSync(TYPESCRIPT)) throw new Error(`TypeScript 5 is missing: run \`npm ci\` in tests/older-releases (looked for ${TYPESCRIPT})`);
/** @type {typeof import('typescript')} */
const ts = createRequire(import.meta.url)(TYPESCRIPT);

/** How deep `config.*` keys go: `config.browser.viewport.width` is three levels below the config. */
const CONFIG_DEPTH = 3;

/**
 * Entry points that are not public. `./internal/*` says so; before 0.10.4 the same two files were published as
 * `./browser` and `./browser-runtime` (for @rstest/browser, exporting the runner's internals), then renamed into
 * `./internal/`.
 */
const isPrivateEntry = (key) => key === './package.json' || key.startsWith('./internal/') || key === './browser' || key === './browser-runtime';

/**
 * @typedef {{ type?: string, shape?: string, structure?: string, external?: string[], local?: string[], deprecated?: boolean, default?: string, entries?: string[], aliases?: string[] }} SurfaceItem
 * `type` is the declared type, normalised (see TypePrinter); `shape` and `structure` are the two forms that
 * scripts/release-history.mjs compares: a type changed when both differ. `external` names the types it uses that
 * come from other packages and stay unresolved, `local` those the package declares. For a flag, `type` is `boolean`,
 * `<value>` or `[value]` (cac's required and optional values) and `aliases` its short spellings.
 */

/**
 * The public surface of the unpacked package in `packageDir`, as a map from item key to what is known of it.
 * `rsbuildDir` is the unpacked @rsbuild/core whose config sections the package's config takes whole (see
 * `rsbuildSections`); by default the one Node resolves from `packageDir`, which is right for an installed package
 * only (scripts/release-history.mjs passes the release the package depends on, or `null` when it names none).
 * @param {string} packageDir
 * @param {{ rsbuildDir?: string | null }} [options]
 * @returns {Map<string, SurfaceItem>}
 */
export function surfaceOf(packageDir, { rsbuildDir } = {}) {
  const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const surface = new Map();
  typesSurface(packageDir, pkg, surface, () => {
    if (rsbuildDir === null) throw new Error(`${pkg.name}@${pkg.version} takes a section of RsbuildConfig but no @rsbuild/core was given`);
    return rsbuildDir ?? installedRsbuild(packageDir);
  });
  cliSurface(packageDir, pkg, surface);
  return new Map([...surface].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

// ---------------------------------------------------------------------------------------------------------------
// Declaration files

/** The public entry points that have types: `[['.', '/abs/dist/index.d.ts'], …]`. */
export function typedEntries(packageDir, pkg) {
  const typesOf = (target) => {
    if (typeof target === 'string') return target.endsWith('.d.ts') ? target : undefined;
    if (!target || typeof target !== 'object') return undefined;
    if (typeof target.types === 'string') return target.types;
    for (const value of Object.values(target)) {
      const found = typesOf(value);
      if (found) return found;
    }
    return undefined;
  };
  const exportsField = pkg.exports ?? { '.': { types: pkg.types ?? pkg.typings } };
  return Object.entries(exportsField)
    .filter(([key]) => !isPrivateEntry(key))
    .map(([key, target]) => [key, typesOf(target)])
    .filter(([, file]) => file)
    .map(([key, file]) => [key, path.resolve(packageDir, file)]);
}

/** Lib files are the same for every package: parsed once. */
const libFiles = new Map();
// `Symbol.dispose` too: 0.10.3 made `rstest.stubEnv()` and others return a disposable object.
const LIBS = ['lib.es2023.d.ts', 'lib.esnext.disposable.d.ts'];

function createProgram(packageDir, rootNames) {
  const options = { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, lib: LIBS, types: [], noEmit: true, skipLibCheck: true };
  const host = ts.createCompilerHost(options, true);
  const getSourceFile = host.getSourceFile.bind(host);
  const inPackage = (file) => path.resolve(file).startsWith(path.resolve(packageDir) + path.sep);
  host.getSourceFile = (fileName, languageVersion, ...rest) => {
    if (inPackage(fileName)) return getSourceFile(fileName, languageVersion, ...rest);
    if (!libFiles.has(fileName)) libFiles.set(fileName, getSourceFile(fileName, languageVersion, ...rest));
    return libFiles.get(fileName);
  };
  // Only the package's own files: a relative import inside the package resolves, anything else stays unresolved.
  host.resolveModuleNameLiterals = (literals, containingFile) =>
    literals.map((literal) => {
      const specifier = literal.text;
      if (!specifier.startsWith('.')) return { resolvedModule: undefined };
      const base = path.resolve(path.dirname(containingFile), specifier);
      const candidates = [base, `${base}.d.ts`, base.replace(/\.(m|c)?js$/, '.d.$1ts'), path.join(base, 'index.d.ts')];
      const found = candidates.find((file) => file.endsWith('.ts') && existsSync(file) && inPackage(file));
      return { resolvedModule: found ? { resolvedFileName: found, extension: ts.Extension.Dts, isExternalLibraryImport: false } : undefined };
    });
  host.resolveTypeReferenceDirectiveReferences = (references) => references.map(() => ({ resolvedTypeReferenceDirective: undefined }));
  return ts.createProgram({ rootNames, options, host });
}

function typesSurface(packageDir, pkg, surface, rsbuildDir) {
  const entries = typedEntries(packageDir, pkg);
  const program = createProgram(
    packageDir,
    entries.map(([, file]) => file),
  );
  const checker = program.getTypeChecker();
  const printer = new TypePrinter(checker, program, packageDir);

  // export:<name>, with the entry points that export it.
  /** @type {Map<string, { entries: string[], symbol: import('typescript').Symbol }>} */
  const exported = new Map();
  for (const [key, file] of entries) {
    const sourceFile = program.getSourceFile(file);
    const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
    if (!moduleSymbol) continue; // a script without exports (importMeta.d.ts)
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const name = symbol.getName();
      const found = exported.get(name) ?? { entries: [], symbol: undefined };
      found.entries.push(key);
      // The main entry's declaration wins (e.g. `RstestConfig`, which `./api` declares again).
      if (!found.symbol || key === '.') found.symbol = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      exported.set(name, found);
    }
  }
  for (const [name, { entries: keys }] of exported) surface.set(`export:${name}`, { entries: [...keys].sort() });

  const add = (key, symbol) => surface.set(key, describeMember(symbol, printer));
  const typeOfExport = (name) => {
    const symbol = exported.get(name)?.symbol;
    return symbol && symbol.flags & ts.SymbolFlags.Value ? checker.getTypeOfSymbol(symbol) : undefined;
  };
  const declaredTypeOfExport = (name) => {
    const symbol = exported.get(name)?.symbol;
    return symbol && symbol.flags & ts.SymbolFlags.Type ? checker.getDeclaredTypeOfSymbol(symbol) : undefined;
  };
  const members = (prefix, type) => {
    if (!type) return;
    for (const property of checker.getPropertiesOfType(type)) add(`${prefix}.${memberName(property)}`, property);
  };
  const returnType = (type) => {
    const signature = type && checker.getSignaturesOfType(type, ts.SignatureKind.Call)[0];
    return signature && checker.getReturnTypeOfSignature(signature);
  };
  const propertyType = (type, name) => {
    const property = type && checker.getPropertyOfType(type, name);
    return property && checker.getNonNullableType(checker.getTypeOfSymbol(property));
  };

  // config.<path>
  const configType = declaredTypeOfExport('RstestConfig');
  if (configType) {
    const configDeclarations = new Set(exported.get('RstestConfig').symbol.declarations);
    walkConfig(checker, printer, surface, 'config', configType, 1, configDeclarations);
    rsbuildSections(checker, surface, configType, rsbuildDir);
  }

  // rstest.<member> (`rs` is the same object)
  const utilities = typeOfExport('rstest') ?? typeOfExport('rs');
  members('rstest', utilities);
  // expect.<member>, expect.not.<member> (the negated asymmetric matchers), matcher.<name>
  const expectType = typeOfExport('expect');
  members('expect', expectType);
  members('expect.not', propertyType(expectType, 'not'));
  members('matcher', returnType(expectType));
  // mock.<member>, mock.mock.<prop>: what `rstest.fn()` returns
  const mockType = returnType(propertyType(utilities, 'fn'));
  members('mock', mockType);
  members('mock.mock', propertyType(mockType, 'mock'));
  // test.<modifier>, describe.<modifier>
  members('test', typeOfExport('test'));
  members('describe', typeOfExport('describe'));
  // instance.<member>: what createRstest returns (awaited when it returns a promise)
  const created = returnType(typeOfExport('createRstest'));
  members('instance', created && (checker.getAwaitedType(created) ?? created));
  // reporter.<hook>
  members('reporter', declaredTypeOfExport('Reporter'));
}

/** Object types a config key's type is made of, into which `config.*` goes one level further. */
function objectParts(checker, program, type, configDeclarations) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.filter((part) => {
    if (!(part.flags & ts.TypeFlags.Object) && !part.isIntersection()) return false;
    if (checker.isArrayType(part) || checker.isTupleType(part)) return false;
    if (checker.getSignaturesOfType(part, ts.SignatureKind.Call).length || checker.getSignaturesOfType(part, ts.SignatureKind.Construct).length) return false;
    // Classes and interfaces of the standard library (RegExp, Map, Date, Promise…) are values, not sub-options
    // (a mapped type such as `Pick<…>` is declared there too, but is the package's own choice of keys).
    const symbol = part.getSymbol();
    const isLibClass = symbol && symbol.flags & (ts.SymbolFlags.Class | ts.SymbolFlags.Interface) && symbol.declarations?.some((d) => program.isSourceFileDefaultLibrary(d.getSourceFile()));
    if (isLibClass) return false;
    // A reporter given inline in `reporters` is a value: its hooks are the `reporter.*` items.
    if (/^Reporter(_\d+)?$/.test(symbol?.getName() ?? '')) return false;
    const properties = checker.getPropertiesOfType(part);
    if (!properties.length) return false;
    // A type built from the config itself (`extends`' `ExtendConfig`, an inline project) repeats the config's keys.
    if (properties.some((p) => p.declarations?.some((d) => configDeclarations.has(d.parent)))) return false;
    return true;
  });
}

/**
 * `config.<key>.*` for each config key declared as a whole section of Rsbuild's config, `<key>?: RsbuildConfig['<key>']`
 * with `RsbuildConfig` imported from @rsbuild/core (`resolve`; `plugins` is one too, but a list): the section's
 * keys as that Rsbuild release declares them, walked as the package's own config keys are. (Sections the package
 * narrows, `Pick<NonNullable<RsbuildConfig['source']>, 'define' | …>`, already give their keys by name.)
 * `rsbuildDir()` gives the unpacked @rsbuild/core; it is asked for only when such a key is found.
 */
function rsbuildSections(checker, surface, configType, rsbuildDir) {
  for (const property of checker.getPropertiesOfType(configType)) {
    const section = (property.declarations ?? []).map(rsbuildSection(checker)).find(Boolean);
    if (!section) continue;
    const rsbuild = rsbuildProgram(rsbuildDir());
    const sectionProperty = rsbuild.configType && rsbuild.checker.getPropertyOfType(rsbuild.configType, section);
    if (!sectionProperty) throw new Error(`@rsbuild/core ${rsbuild.version} (${rsbuild.dir}) declares no RsbuildConfig['${section}']`);
    const sectionType = rsbuild.checker.getNonNullableType(rsbuild.checker.getTypeOfSymbol(sectionProperty));
    for (const part of objectParts(rsbuild.checker, rsbuild.program, sectionType, new Set()))
      walkConfig(rsbuild.checker, rsbuild.printer, surface, `config.${memberName(property)}`, part, 2, new Set());
  }
}

/** The section a member declaration names when its type is `RsbuildConfig['<section>']`, imported from @rsbuild/core. */
const rsbuildSection = (checker) => (declaration) => {
  const node = isMemberDeclaration(declaration) ? declaration.type : undefined;
  if (!node || !ts.isIndexedAccessTypeNode(node) || !ts.isTypeReferenceNode(node.objectType) || node.objectType.typeArguments?.length) return undefined;
  if (!ts.isLiteralTypeNode(node.indexType) || !ts.isStringLiteral(node.indexType.literal)) return undefined;
  const symbol = checker.getSymbolAtLocation(node.objectType.typeName);
  const specifier = symbol?.declarations?.find(ts.isImportSpecifier);
  const imported = specifier && (specifier.propertyName ?? specifier.name).text;
  const from = specifier?.parent.parent.parent.moduleSpecifier;
  if (imported !== 'RsbuildConfig' || !from || !ts.isStringLiteral(from) || from.text !== '@rsbuild/core') return undefined;
  return node.indexType.literal.text;
};

/** The @rsbuild/core that Node resolves from an installed package. */
function installedRsbuild(packageDir) {
  const manifest = createRequire(path.resolve(packageDir, 'package.json')).resolve('@rsbuild/core/package.json');
  return path.dirname(manifest);
}

/** An unpacked @rsbuild/core read like the package (its own files only): its `RsbuildConfig`. Read once per folder. */
const rsbuildPrograms = new Map();
function rsbuildProgram(dir) {
  dir = path.resolve(dir);
  if (rsbuildPrograms.has(dir)) return rsbuildPrograms.get(dir);
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (pkg.name !== '@rsbuild/core') throw new Error(`${dir} is not @rsbuild/core but ${pkg.name}`);
  const main = typedEntries(dir, pkg).find(([key]) => key === '.');
  if (!main) throw new Error(`@rsbuild/core ${pkg.version} (${dir}) has no types for its main entry`);
  const program = createProgram(dir, [main[1]]);
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(main[1]));
  let config = moduleSymbol && checker.getExportsOfModule(moduleSymbol).find((symbol) => symbol.getName() === 'RsbuildConfig');
  if (config && config.flags & ts.SymbolFlags.Alias) config = checker.getAliasedSymbol(config);
  const found = { dir, version: pkg.version, program, checker, printer: new TypePrinter(checker, program, dir), configType: config && checker.getDeclaredTypeOfSymbol(config) };
  rsbuildPrograms.set(dir, found);
  return found;
}

function walkConfig(checker, printer, surface, prefix, type, depth, configDeclarations) {
  for (const property of checker.getPropertiesOfType(type)) {
    const key = `${prefix}.${memberName(property)}`;
    if (surface.has(key)) continue;
    const valueType = checker.getNonNullableType(checker.getTypeOfSymbol(property));
    const parts = depth < CONFIG_DEPTH ? objectParts(checker, printer.program, valueType, configDeclarations) : [];
    const partSet = new Set(parts);
    surface.set(
      key,
      describeMember(property, printer, (part) => partSet.has(part)),
    );
    for (const part of parts) walkConfig(checker, printer, surface, key, part, depth + 1, configDeclarations);
  }
}

/** A member's name as written: `[Symbol.dispose]` for a symbol-keyed one (TypeScript names it `__@dispose@123`). */
const memberName = (symbol) => {
  const name = symbol.getName();
  if (!name.startsWith('__@')) return name;
  const written = symbol.declarations?.find((d) => d.name && ts.isComputedPropertyName(d.name))?.name.getText();
  return written ?? `[${name.replace(/^__@(.*?)(@\d+)?$/, 'Symbol.$1')}]`;
};

const isMemberDeclaration = (d) =>
  ts.isPropertySignature(d) || ts.isPropertyDeclaration(d) || ts.isMethodSignature(d) || ts.isMethodDeclaration(d) || ts.isGetAccessor(d) || ts.isPropertyAssignment(d);

const hasTag = (node, name) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === name);
const tagText = (node, name) => {
  const tag = ts.getJSDocTags(node).find((t) => t.tagName.text === name);
  return tag && (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim();
};

/**
 * What the declarations of a member say: its declared type (`type` as written, `shape` and `structure` in the
 * forms compared across releases, see TypePrinter), `@deprecated`, `@default`. `opaque` marks the object parts
 * of a config key.
 */
function describeMember(symbol, printer, opaque) {
  const declarations = (symbol.declarations ?? []).filter(isMemberDeclaration);
  /** @type {SurfaceItem} */
  const item = {};
  if (declarations.length) {
    const type = printer.member(declarations);
    if (type !== undefined) {
      item.type = type;
      const { external, local } = printer.names(declarations);
      if (external.length) item.external = external;
      if (local.length) item.local = local;
      item.shape = printer.member(declarations, { names: false, opaque });
      item.structure = printer.member(declarations, { names: false, opaque, fingerprint: 'members' });
    }
    if (declarations.every((d) => hasTag(d, 'deprecated'))) item.deprecated = true;
    const defaultValue = declarations.map((d) => tagText(d, 'default')).find((text) => text !== undefined && text !== '');
    if (defaultValue !== undefined) item.default = defaultValue;
  }
  return item;
}

/** Precedence of a printed type: what it needs parentheses for. */
const PREC = { fn: 0, union: 1, intersection: 2, operator: 3, postfix: 4, primary: 5 };

/**
 * Prints declared types in a normal form, so that a refactor is not taken for a change: whitespace and comments
 * go, string literals take single quotes, union and intersection members and object members are sorted, the
 * `_2` suffix the declaration bundler gives a second declaration of a name goes, a type alias declared in the
 * package whose definition is not an object type (`'forks' | 'threads'`, `T | Promise<T>`, another name) is
 * replaced by its definition, so renaming such an alias changes nothing while changing what it allows does, and a
 * computed type that comes to literals (`keyof typeof reportersMap`, `(typeof PROVIDERS)[number]`) is printed as
 * those literals.
 *
 * The mode says what else goes: `names: false` leaves out parameter and tuple member names; `opaque(type)` marks
 * the object parts of a config key (printed `{…}`: their members are items of their own); `fingerprint` prints a
 * named object type of the package by its members (see `fingerprint`), so renaming it is no change.
 */
const DISPLAY = { names: true };
const OBJECT_NODES = new Set([ts.SyntaxKind.TypeReference, ts.SyntaxKind.TypeLiteral, ts.SyntaxKind.IntersectionType, ts.SyntaxKind.MappedType, ts.SyntaxKind.IndexedAccessType]);

class TypePrinter {
  constructor(checker, program, packageDir) {
    this.checker = checker;
    this.program = program;
    this.packageDir = path.resolve(packageDir);
  }

  member(declarations, mode = DISPLAY) {
    const printed = [];
    for (const declaration of declarations) {
      if (ts.isMethodSignature(declaration) || ts.isMethodDeclaration(declaration)) printed.push(this.signature(declaration, mode, new Map(), 0));
      else if (ts.isGetAccessor(declaration)) printed.push(declaration.type ? this.text(declaration.type, mode) : undefined);
      else if (declaration.type) printed.push(this.text(declaration.type, mode));
      else printed.push(undefined);
    }
    if (printed.some((p) => p === undefined)) return undefined;
    const unique = [...new Set(printed)].sort();
    return unique.length === 1 ? unique[0] : unique.map((p) => `(${p})`).join(' & ');
  }

  /**
   * The type names a member's type uses, directly or through the aliases and types its compared forms spell out:
   * `external`, those that stay unresolved (imports from other packages), and `local`, those the package
   * declares. Both sorted.
   */
  names(declarations) {
    this.collected = { external: new Set(), local: new Set(), seen: new Set() };
    try {
      this.member(declarations, { names: false });
      this.member(declarations, { names: false, fingerprint: 'members' });
      return { external: [...this.collected.external].sort(), local: [...this.collected.local].sort() };
    } finally {
      this.collected = undefined;
    }
  }

  /** Records the type names used under a node (see `names`). */
  collect(node) {
    const { seen, external, local } = this.collected;
    const visit = (n) => {
      if (seen.has(n)) return;
      seen.add(n);
      if (ts.isTypeReferenceNode(n) || ts.isTypeQueryNode(n)) {
        const entity = ts.isTypeReferenceNode(n) ? n.typeName : n.exprName;
        const symbol = this.resolve(entity);
        if (!symbol) external.add(TypePrinter.name(entity));
        else if (!(symbol.flags & ts.SymbolFlags.TypeParameter) && symbol.declarations.some((d) => this.isLocal(d))) local.add(TypePrinter.name(entity));
      }
      ts.forEachChild(n, visit);
    };
    visit(node);
  }

  /** The symbol an entity name stands for, undefined when it stays unresolved. */
  resolve(entity) {
    let symbol = this.checker.getSymbolAtLocation(entity);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.declarations?.length ? symbol : undefined;
  }

  text(node, mode) {
    return this.print(node, mode, new Map(), 0).text;
  }

  isLocal(declaration) {
    const file = declaration.getSourceFile();
    return !this.program.isSourceFileDefaultLibrary(file) && path.resolve(file.fileName).startsWith(this.packageDir + path.sep);
  }

  /** `Foo_2` → `Foo` in every part of an entity name. */
  static name(entity) {
    return entity.getText().replace(/\s+/g, '').replace(/_\d+\b/g, '');
  }

  signature(node, mode, scope, depth) {
    const typeParameters = node.typeParameters?.length
      ? `<${node.typeParameters
          .map((p) => {
            let text = p.name.text;
            if (p.constraint) text += ` extends ${this.print(p.constraint, mode, scope, depth).text}`;
            if (p.default) text += ` = ${this.print(p.default, mode, scope, depth).text}`;
            return text;
          })
          .join(', ')}>`
      : '';
    const parameters = node.parameters
      .map((p) => {
        const rest = p.dotDotDotToken ? '...' : '';
        const optional = p.questionToken || p.initializer ? '?' : '';
        const name = mode.names ? (ts.isIdentifier(p.name) ? p.name.text : p.name.getText().replace(/\s+/g, ' ')) : '_';
        const type = p.type ? this.print(p.type, mode, scope, depth).text : 'any';
        return `${rest}${name}${optional}: ${type}`;
      })
      .join(', ');
    const returns = node.type ? this.print(node.type, mode, scope, depth).text : 'void';
    return `${typeParameters}(${parameters}) => ${returns}`;
  }

  /** @returns {{ text: string, prec: number, union?: string[], intersection?: string[] }} */
  print(node, mode, scope, depth) {
    const K = ts.SyntaxKind;
    const wrap = (printed, min) => (printed.prec < min ? `(${printed.text})` : printed.text);
    const sub = (n) => this.print(n, mode, scope, depth);
    if (this.collected) this.collect(node);
    if (mode.opaque && OBJECT_NODES.has(node.kind)) {
      // An object part of a config key: `{…}` (with `[…]` when it has an index signature, as `thresholds[glob]`).
      const type = this.checker.getTypeFromTypeNode(node);
      const token = (t) => `{…${this.checker.getIndexInfosOfType(t).length ? '; […]' : ''}}`;
      if (mode.opaque(type)) return { text: token(type), prec: PREC.primary };
      if (type.isUnion() && type.types.every(mode.opaque)) {
        const union = [...new Set(type.types.map(token))].sort();
        return union.length === 1 ? { text: union[0], prec: PREC.primary } : { text: union.join(' | '), prec: PREC.union, union };
      }
    }
    if (node.kind === K.IndexedAccessType || node.kind === K.TypeQuery || (node.kind === K.TypeOperator && node.operator === K.KeyOfKeyword)) {
      const literals = this.literals(node);
      if (literals) return literals;
    }
    switch (node.kind) {
      case K.ParenthesizedType:
        return sub(node.type);
      case K.UnionType:
      case K.IntersectionType: {
        const isUnion = node.kind === K.UnionType;
        const parts = node.types.flatMap((t) => {
          const printed = sub(t);
          const flat = isUnion ? printed.union : printed.intersection;
          return flat ?? [wrap(printed, isUnion ? PREC.intersection : PREC.operator)];
        });
        const unique = [...new Set(parts)].sort();
        if (unique.length === 1) return { text: unique[0], prec: PREC.primary };
        const text = unique.join(isUnion ? ' | ' : ' & ');
        return isUnion ? { text, prec: PREC.union, union: unique } : { text, prec: PREC.intersection, intersection: unique };
      }
      case K.ArrayType:
        return { text: `${wrap(sub(node.elementType), PREC.postfix)}[]`, prec: PREC.postfix };
      case K.IndexedAccessType:
        return { text: `${wrap(sub(node.objectType), PREC.postfix)}[${sub(node.indexType).text}]`, prec: PREC.postfix };
      case K.TypeOperator: {
        const operator = ts.tokenToString(node.operator);
        return { text: `${operator} ${wrap(sub(node.type), PREC.operator)}`, prec: PREC.operator };
      }
      case K.FunctionType:
        return { text: this.signature(node, mode, scope, depth), prec: PREC.fn };
      case K.ConstructorType:
        return { text: `${node.modifiers?.some((m) => m.kind === K.AbstractKeyword) ? 'abstract ' : ''}new ${this.signature(node, mode, scope, depth)}`, prec: PREC.fn };
      case K.ConditionalType:
        return {
          text: `${wrap(sub(node.checkType), PREC.union)} extends ${wrap(sub(node.extendsType), PREC.union)} ? ${sub(node.trueType).text} : ${sub(node.falseType).text}`,
          prec: PREC.fn,
        };
      case K.InferType:
        return { text: `infer ${node.typeParameter.name.text}`, prec: PREC.primary };
      case K.TypePredicate:
        return {
          text: `${node.assertsModifier ? 'asserts ' : ''}${mode.names ? node.parameterName.getText() : '_'}${node.type ? ` is ${sub(node.type).text}` : ''}`,
          prec: PREC.fn,
        };
      case K.LiteralType: {
        const literal = node.literal;
        if (ts.isStringLiteral(literal)) return { text: `'${literal.text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`, prec: PREC.primary };
        return { text: literal.getText(), prec: PREC.primary };
      }
      case K.TupleType:
        return {
          text: `[${node.elements
            .map((element) => {
              if (ts.isNamedTupleMember(element)) {
                const type = sub(element.type).text;
                const rest = element.dotDotDotToken ? '...' : '';
                const optional = element.questionToken ? '?' : '';
                return mode.names ? `${rest}${element.name.text}${optional}: ${type}` : `${rest}${type}${optional}`;
              }
              return sub(element).text;
            })
            .join(', ')}]`,
          prec: PREC.primary,
        };
      case K.OptionalType:
        return { text: `${wrap(sub(node.type), PREC.postfix)}?`, prec: PREC.postfix };
      case K.RestType:
        return { text: `...${wrap(sub(node.type), PREC.postfix)}`, prec: PREC.primary };
      case K.TypeLiteral:
        return { text: this.typeLiteral(node, mode, scope, depth), prec: PREC.primary };
      case K.TypeQuery:
        return { text: `typeof ${TypePrinter.name(node.exprName)}${this.typeArguments(node.typeArguments, mode, scope, depth)}`, prec: PREC.operator };
      case K.TypeReference:
        return this.reference(node, mode, scope, depth);
      case K.ExpressionWithTypeArguments:
        return { text: `${TypePrinter.name(node.expression)}${this.typeArguments(node.typeArguments, mode, scope, depth)}`, prec: PREC.primary };
      default:
        // Keywords, `this`, template literal, mapped and import types: their text, whitespace collapsed.
        return { text: node.getText().replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '').replace(/\s+/g, ' ').replace(/_\d+\b/g, '').trim(), prec: PREC.primary };
    }
  }

  /**
   * What a computed type comes to, when that is literals, primitives and named types only: `'a' | 'b'`,
   * `TemporalDuration | number | string`. Not when it involves a type left unresolved (an external import).
   */
  literals(node) {
    const F = ts.TypeFlags;
    let unresolved = false;
    const visit = (n) => {
      if ((ts.isTypeReferenceNode(n) || ts.isTypeQueryNode(n)) && this.checker.getTypeFromTypeNode(n).flags & F.Any) unresolved = true;
      else ts.forEachChild(n, visit);
    };
    visit(node);
    if (unresolved) return undefined;
    const type = this.checker.getTypeFromTypeNode(node);
    const parts = type.isUnion() ? type.types : [type];
    const out = [];
    for (const part of parts) {
      const named = part.aliasSymbol ?? (part.flags & F.Object && part.getSymbol());
      if (part.isStringLiteral()) out.push(`'${part.value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`);
      else if (part.isNumberLiteral()) out.push(String(part.value));
      else if (part.flags & (F.BooleanLiteral | F.String | F.Number | F.Boolean | F.BigInt | F.Undefined | F.Null | F.ESSymbol | F.Void | F.Never))
        out.push(this.checker.typeToString(part));
      else if (named && !named.getName().startsWith('__') && !(part.flags & F.Instantiable))
        out.push(this.checker.typeToString(part, undefined, ts.TypeFormatFlags.NoTruncation).replace(/_\d+\b/g, ''));
      else return undefined;
    }
    const unique = [...new Set(out)];
    if (unique.includes('true') && unique.includes('false')) unique.splice(0, unique.length, ...unique.filter((t) => t !== 'true' && t !== 'false'), 'boolean');
    unique.sort();
    if (unique.length === 0) return { text: 'never', prec: PREC.primary };
    if (unique.length === 1) return { text: unique[0], prec: PREC.primary };
    return { text: unique.join(' | '), prec: PREC.union, union: unique };
  }

  /**
   * A named object type of the package by what it holds, not its name: its members with their declared types
   * (`fingerprint: 'members'`, one level; the named object types inside them by their member names only), or
   * its member names (`fingerprint: 'names'`, or a type of more than 40 members).
   */
  fingerprint(symbol, mode) {
    const type = this.checker.getDeclaredTypeOfSymbol(symbol);
    const properties = this.checker.getPropertiesOfType(type);
    const calls = this.checker.getSignaturesOfType(type, ts.SignatureKind.Call);
    const name = memberName;
    this.expanding ??= new Set();
    if (mode.fingerprint !== 'members' || properties.length > 40 || this.expanding.has(symbol)) {
      return `{${[...calls.map(() => '()'), ...properties.map(name).sort()].join('; ')}}`;
    }
    const inner = { ...mode, fingerprint: 'names' };
    this.expanding.add(symbol);
    try {
      const members = properties.map((p) => {
        const declarations = (p.declarations ?? []).filter(isMemberDeclaration);
        const optional = p.flags & ts.SymbolFlags.Optional ? '?' : '';
        return `${name(p)}${optional}: ${(declarations.length && this.member(declarations, inner)) || '?'}`;
      });
      const signatures = calls.map((c) => (c.declaration ? this.signature(c.declaration, inner, new Map(), 0) : '()'));
      return `{ ${[...signatures.sort(), ...members.sort()].join('; ')} }`;
    } finally {
      this.expanding.delete(symbol);
    }
  }

  typeArguments(args, mode, scope, depth) {
    return args?.length ? `<${args.map((a) => this.print(a, mode, scope, depth).text).join(', ')}>` : '';
  }

  typeLiteral(node, mode, scope, depth) {
    const members = node.members.map((member) => {
      const optional = member.questionToken ? '?' : '';
      const readonly = member.modifiers?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? 'readonly ' : '';
      const key = member.name ? member.name.getText().replace(/^['"](.*)['"]$/, '$1') : '';
      if (ts.isPropertySignature(member)) return `${readonly}${key}${optional}: ${member.type ? this.print(member.type, mode, scope, depth).text : 'any'}`;
      if (ts.isMethodSignature(member)) return `${key}${optional}${this.signature(member, mode, scope, depth).replace(/\) => /, '): ')}`;
      if (ts.isCallSignatureDeclaration(member)) return this.signature(member, mode, scope, depth).replace(/\) => /, '): ');
      if (ts.isConstructSignatureDeclaration(member)) return `new ${this.signature(member, mode, scope, depth).replace(/\) => /, '): ')}`;
      if (ts.isIndexSignatureDeclaration(member)) {
        const [parameter] = member.parameters;
        const keyName = mode.names ? parameter.name.getText() : '_';
        return `${readonly}[${keyName}: ${this.print(parameter.type, mode, scope, depth).text}]: ${this.print(member.type, mode, scope, depth).text}`;
      }
      return member.getText().replace(/\s+/g, ' ').replace(/;$/, '');
    });
    return members.length ? `{ ${[...members].sort().join('; ')} }` : '{}';
  }

  reference(node, mode, scope, depth) {
    const nameText = TypePrinter.name(node.typeName);
    const args = node.typeArguments ?? [];
    if (ts.isIdentifier(node.typeName) && scope.has(node.typeName.text) && !args.length) return scope.get(node.typeName.text);
    const plain = () => ({ text: `${nameText}${this.typeArguments(args, mode, scope, depth)}`, prec: PREC.primary });
    const symbol = this.resolve(node.typeName);
    const local = symbol?.declarations?.some((d) => this.isLocal(d));
    const declaration = symbol?.declarations?.find(ts.isTypeAliasDeclaration);
    // An alias of an object type stays a name (`{ … }`, a mapped type): its members are items of their own.
    let objectLike = !declaration;
    const visit = (n) => {
      if (ts.isTypeLiteralNode(n) || ts.isMappedTypeNode(n)) objectLike = true;
      else ts.forEachChild(n, visit);
    };
    if (declaration) {
      visit(declaration.type);
      // …and so does an alias of a type with members (`Partial<Pick<RuntimeConfig, 'retry' | …>>`), but a union
      // is spelled out (`CoverageThreshold | (CoverageThreshold & { [glob: string]: … })`).
      const declared = this.checker.getDeclaredTypeOfSymbol(symbol);
      if (declared.isUnion()) objectLike = false;
      else if ((declared.flags & ts.TypeFlags.Object || declared.isIntersection()) && this.checker.getPropertiesOfType(declared).length > 0) objectLike = true;
    }
    // A type that is only call signatures (`interface TestForFn { <T>(cases: T[]): …; … }`) is printed as them.
    const calls = local && !this.expanding?.has(symbol) && depth <= 6 ? callSignaturesOnly(symbol) : undefined;
    if (calls) {
      const holder = calls[0].parent.parent;
      const inner = new Map();
      (holder.typeParameters ?? []).forEach((parameter, i) => {
        const arg = args[i] ?? parameter.default;
        inner.set(parameter.name.text, arg ? this.print(arg, mode, scope, depth + 1) : { text: parameter.name.text, prec: PREC.primary });
      });
      this.expanding ??= new Set();
      this.expanding.add(symbol);
      try {
        const printed = [...new Set(calls.map((call) => this.signature(call, mode, inner, depth + 1)))].sort();
        return printed.length === 1 ? { text: printed[0], prec: PREC.fn } : { text: printed.map((p) => `(${p})`).join(' & '), prec: PREC.intersection, intersection: printed.map((p) => `(${p})`) };
      } finally {
        this.expanding.delete(symbol);
      }
    }
    if (local && objectLike && mode.fingerprint && symbol.flags & (ts.SymbolFlags.Interface | ts.SymbolFlags.Class | ts.SymbolFlags.TypeAlias)) {
      return { text: `${this.fingerprint(symbol, mode)}${this.typeArguments(args, mode, scope, depth)}`, prec: PREC.primary };
    }
    if (!declaration || !local || objectLike || depth > 6 || this.expanding?.has(declaration)) return plain();
    const inner = new Map();
    (declaration.typeParameters ?? []).forEach((parameter, i) => {
      const arg = args[i] ?? parameter.default;
      inner.set(parameter.name.text, arg ? this.print(arg, mode, scope, depth + 1) : { text: parameter.name.text, prec: PREC.primary });
    });
    this.expanding ??= new Set();
    this.expanding.add(declaration);
    try {
      const expanded = this.print(declaration.type, mode, inner, depth + 1);
      // Shown to readers, a long definition stays a name (the forms compared always spell it out).
      return mode === DISPLAY && expanded.text.length > 200 ? plain() : expanded;
    } finally {
      this.expanding.delete(declaration);
    }
  }
}

/** The call signatures of an interface or object type alias that declares nothing else (no members, no bases). */
function callSignaturesOnly(symbol) {
  const declarations = symbol.declarations ?? [];
  if (!declarations.length) return undefined;
  const calls = [];
  for (const declaration of declarations) {
    let members;
    if (ts.isInterfaceDeclaration(declaration) && !declaration.heritageClauses?.length) members = declaration.members;
    else if (ts.isTypeAliasDeclaration(declaration) && ts.isTypeLiteralNode(declaration.type)) members = declaration.type.members;
    else return undefined;
    if (!members.length || !members.every(ts.isCallSignatureDeclaration)) return undefined;
    calls.push(...members);
  }
  return calls;
}

// ---------------------------------------------------------------------------------------------------------------
// CLI

/** Commands that run tests: their options are `flag:--<name>`; another command's own option is `flag:<command> --<name>`. */
const TEST_COMMANDS = new Set(['', 'run', 'watch']);

function cliSurface(packageDir, pkg, surface) {
  const commands = cliCommands(packageDir, pkg);
  if (!commands) return;
  for (const command of commands) surface.set(`cli:${command.name || 'rstest'}`, {});
  /** @type {Map<string, { commands: Set<string>, item: SurfaceItem }>} */
  const flags = new Map();
  for (const command of commands) {
    for (const option of command.options) {
      for (const long of option.longNames) {
        // A flag's type is whether it takes a value; it is compared as it is.
        const found = flags.get(long) ?? { commands: new Set(), item: { type: option.type, shape: option.type, structure: option.type } };
        found.commands.add(command.name);
        if (option.shortNames.length) found.item.aliases = [...new Set([...(found.item.aliases ?? []), ...option.shortNames])].sort();
        if (option.default !== undefined) found.item.default = option.default;
        flags.set(long, found);
      }
    }
  }
  for (const [long, { commands: owners, item }] of flags) {
    const shared = [...owners].some((name) => TEST_COMMANDS.has(name)) || owners.size > 1;
    surface.set(shared ? `flag:${long}` : `flag:${[...owners][0]} ${long}`, item);
  }
}

/**
 * The commands the package's CLI registers and the options each one's `--help` lists: read from its code, not run.
 * @returns {{ name: string, options: { rawName: string, longNames: string[], shortNames: string[], type: string, default?: string }[] }[] | undefined}
 */
export function cliCommands(packageDir, pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'))) {
  const binFile = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin && Object.values(pkg.bin)[0];
  if (!binFile) return undefined;
  const distDir = path.join(packageDir, 'dist');
  const files = readdirSync(distDir, { recursive: true })
    .map(String)
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => path.join(distDir, file));
  // The file that creates the CLI: `cac('rstest')`, whatever name the bundler gives `cac`.
  const source = files.map((file) => [file, readFileSync(file, 'utf8')]).find(([, text]) => /\.command\(\s*['"]\[\.\.\.filters\]['"]/.test(text));
  if (!source) throw new Error(`no CLI setup found in ${distDir}`);
  return new CliReader(source[0], source[1]).read();
}

/**
 * A small evaluator for the CLI setup code: follows the function that creates the `cac` instance, through the
 * helpers it calls (`applyCommonOptions(cli)`, `applyOptions(command, definitions)`), the option definition
 * arrays (with spreads) and `for…of` loops over them, recording every `.command()`, `.option()`, `.help()` and
 * `.version()` call. The `cli.help(callback)` callback's `switch` on the command name gives the options each
 * command's help leaves out (`filterHelpOptions(sections, prefixes)`, which drops lines starting with a prefix).
 */
class CliReader {
  constructor(fileName, text) {
    this.file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
    this.global = { kind: 'command', name: undefined, options: [], isGlobal: true };
    this.commands = [];
    this.helpCallback = undefined;
  }

  read() {
    // The function holding `const cli = <cac>('rstest')`.
    let setup;
    const find = (node) => {
      if (setup) return;
      if (
        ts.isVariableDeclaration(node) &&
        node.initializer &&
        ts.isCallExpression(node.initializer) &&
        node.initializer.arguments.length === 1 &&
        ts.isStringLiteral(node.initializer.arguments[0]) &&
        node.initializer.arguments[0].text === 'rstest'
      ) {
        let fn = node.parent;
        while (fn && !ts.isFunctionLike(fn)) fn = fn.parent;
        setup = { fn, cliName: node.name.text };
        return;
      }
      ts.forEachChild(node, find);
    };
    find(this.file);
    if (!setup) throw new Error(`no \`cac('rstest')\` call in ${this.file.fileName}`);
    const scope = new Map([[setup.cliName, this.global]]);
    for (const statement of setup.fn.body.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const d of statement.declarationList.declarations)
          if (ts.isIdentifier(d.name) && d.name.text !== setup.cliName && d.initializer) scope.set(d.name.text, this.value(d.initializer, scope));
      } else this.statement(statement, scope);
    }
    return this.commands.map((command) => ({ name: command.name, options: this.helpOptions(command) }));
  }

  /** The options `rstest <command> --help` prints, in cac's order: the command's own, then the global ones. */
  helpOptions(command) {
    const isDefault = command.name === '';
    let options = [...command.options, ...this.global.options];
    if (!isDefault) options = options.filter((o) => !o.longNames.includes('--version'));
    const hidden = this.hiddenPrefixes(command.name);
    options = options.filter((o) => !hidden.some((prefix) => o.rawName.startsWith(prefix)));
    const seen = new Set();
    return options.filter((o) => !seen.has(o.rawName) && seen.add(o.rawName));
  }

  hiddenPrefixes(commandName) {
    const callback = this.helpCallback;
    if (!callback) return [];
    const body = callback.fn.body;
    const statements = ts.isBlock(body) ? body.statements : [ts.factory.createReturnStatement(body)];
    const returned = (list) => {
      for (const statement of list) {
        if (ts.isReturnStatement(statement)) return statement.expression;
        if (ts.isSwitchStatement(statement)) {
          const clauses = statement.caseBlock.clauses;
          let start = clauses.findIndex((c) => ts.isCaseClause(c) && ts.isStringLiteral(c.expression) && c.expression.text === commandName);
          if (start < 0) start = clauses.findIndex((c) => ts.isDefaultClause(c));
          if (start < 0) continue;
          // Fall through empty clauses (`case 'init': case 'merge-reports': return …`).
          for (let i = start; i < clauses.length; i++) {
            const found = returned(clauses[i].statements);
            if (found) return found;
          }
        }
      }
      return undefined;
    };
    const expression = returned(statements);
    if (!expression || !ts.isCallExpression(expression) || expression.arguments.length < 2) return [];
    const prefixes = this.value(expression.arguments[1], callback.scope);
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) throw new Error(`unreadable help filter in ${this.file.fileName}`);
    return prefixes;
  }

  /** An identifier's value: from the evaluated scope, else from the declarations of the blocks around it. */
  lookup(identifier, scope) {
    const name = identifier.text;
    if (scope.has(name)) return scope.get(name);
    for (let node = identifier.parent; node; node = node.parent) {
      if (!ts.isBlock(node) && !ts.isSourceFile(node) && !ts.isModuleBlock(node)) continue;
      for (const statement of node.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { kind: 'function', fn: statement };
        if (!ts.isVariableStatement(statement)) continue;
        const declaration = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === name);
        if (declaration?.initializer) return this.value(declaration.initializer, new Map());
      }
    }
    return undefined;
  }

  /** Evaluates the expressions the CLI setup uses; anything else is `undefined`. */
  value(node, scope) {
    if (ts.isParenthesizedExpression(node)) return this.value(node.expression, scope);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
    if (ts.isNumericLiteral(node)) return Number(node.text);
    if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
    if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
    if (ts.isIdentifier(node)) return this.lookup(node, scope);
    if (ts.isArrayLiteralExpression(node)) {
      const out = [];
      for (const element of node.elements) {
        if (ts.isSpreadElement(element)) {
          const spread = this.value(element.expression, scope);
          if (Array.isArray(spread)) out.push(...spread);
        } else out.push(this.value(element, scope));
      }
      return out;
    }
    if (ts.isObjectLiteralExpression(node)) {
      const out = {};
      for (const property of node.properties)
        if (ts.isPropertyAssignment(property) && property.name && !ts.isComputedPropertyName(property.name)) out[property.name.getText().replace(/^['"]|['"]$/g, '')] = this.value(property.initializer, scope);
      return out;
    }
    if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return { kind: 'function', fn: node, scope };
    if (ts.isCallExpression(node)) return this.call(node, scope);
    return undefined;
  }

  call(node, scope) {
    const callee = node.expression;
    if (ts.isPropertyAccessExpression(callee)) {
      const target = this.value(callee.expression, scope);
      const method = callee.name.text;
      if (target?.kind === 'command') return this.commandMethod(target, method, node.arguments, scope);
      return undefined;
    }
    const fn = this.value(callee, scope);
    if (fn?.kind === 'function') return this.invoke(fn, node.arguments.map((a) => this.value(a, scope)));
    return undefined;
  }

  commandMethod(target, method, args, scope) {
    const values = () => args.map((a) => this.value(a, scope));
    switch (method) {
      case 'command': {
        const [rawName] = values();
        const command = { kind: 'command', name: rawName.replace(/[<[].*$/, '').trim(), options: [] };
        this.commands.push(command);
        return command;
      }
      case 'option': {
        const [rawName, , config] = values();
        if (typeof rawName !== 'string') throw new Error(`unreadable option name in ${this.file.fileName}: ${args[0]?.getText()}`);
        target.options.push(parseOption(rawName, config));
        return target;
      }
      case 'help':
        target.options.push(parseOption('-h, --help'));
        if (args[0]) this.helpCallback = { fn: args[0], scope };
        return target;
      case 'version':
        // cac's `version(number, customFlags = '-v, --version')`.
        target.options.push(parseOption((args[1] && this.value(args[1], scope)) || '-v, --version'));
        return target;
      default:
        // action, alias, usage, example, allowUnknownOptions…: return the command for chaining.
        return target;
    }
  }

  invoke(fnValue, args) {
    const fn = fnValue.fn;
    this.depth = (this.depth ?? 0) + 1;
    try {
      return this.invokeBody(fn, fnValue, args);
    } finally {
      this.depth--;
    }
  }

  invokeBody(fn, fnValue, args) {
    if (this.depth > 20) throw new Error(`runaway call depth in ${this.file.fileName}`);
    const scope = new Map(fnValue.scope ?? []);
    fn.parameters.forEach((parameter, i) => {
      if (ts.isIdentifier(parameter.name)) scope.set(parameter.name.text, args[i]);
    });
    if (!ts.isBlock(fn.body)) return this.value(fn.body, scope);
    let result;
    for (const statement of fn.body.statements) {
      result = this.statement(statement, scope);
      if (result?.returned) return result.value;
    }
    return undefined;
  }

  statement(statement, scope) {
    if (ts.isExpressionStatement(statement)) {
      this.value(statement.expression, scope);
      return undefined;
    }
    if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        if (ts.isIdentifier(d.name) && d.initializer) scope.set(d.name.text, this.value(d.initializer, scope));
      }
      return undefined;
    }
    if (ts.isReturnStatement(statement)) return { returned: true, value: statement.expression && this.value(statement.expression, scope) };
    if (ts.isForOfStatement(statement)) {
      const list = this.value(statement.expression, scope);
      if (!Array.isArray(list)) return undefined;
      const declaration = ts.isVariableDeclarationList(statement.initializer) ? statement.initializer.declarations[0] : undefined;
      for (const element of list) {
        const inner = new Map(scope);
        if (declaration && ts.isIdentifier(declaration.name)) inner.set(declaration.name.text, element);
        else if (declaration && ts.isArrayBindingPattern(declaration.name))
          declaration.name.elements.forEach((binding, i) => {
            if (ts.isBindingElement(binding) && ts.isIdentifier(binding.name)) inner.set(binding.name.text, element?.[i]);
          });
        const body = ts.isBlock(statement.statement) ? statement.statement.statements : [statement.statement];
        for (const s of body) this.statement(s, inner);
      }
      return undefined;
    }
    if (ts.isBlock(statement)) {
      for (const s of statement.statements) this.statement(s, scope);
      return undefined;
    }
    return undefined;
  }
}

/** `-c, --config <config>` → its spellings and whether it takes a value (cac's `<required>` / `[optional]`). */
function parseOption(rawName, config) {
  const names = rawName
    .replace(/\s*[<[].*$/, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const type = /<[^>]*>/.test(rawName) ? '<value>' : /\[[^\]]*\]/.test(rawName) ? '[value]' : 'boolean';
  const option = {
    rawName,
    longNames: names.filter((name) => name.startsWith('--')),
    shortNames: names.filter((name) => !name.startsWith('--')),
    type,
  };
  if (config && config.default !== undefined) option.default = typeof config.default === 'string' ? `'${config.default}'` : String(config.default);
  return option;
}
