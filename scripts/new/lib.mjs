// What the generators (`npm run new:area`, `new:page`, `new:call`; README "Adding an area, a page or a call")
// share: the repository's root, files written once and edited at a named anchor (a generator that cannot find
// its anchor stops before writing anything, with what it looked for), and the last steps every run takes.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The console's locales: the folders of src/locales. */
export const LOCALES = readdirSync(join(ROOT, 'src/locales'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

export const pascal = (name) => name[0].toUpperCase() + name.slice(1);
/** `accountHealth` → `Account health`: the starting English words, until someone writes better ones. */
export const words = (name) => pascal(name.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a} ${b.toLowerCase()}`));
/** `reportApi` → `report-api`: browser specs' file names. */
export const kebab = (name) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
export const isName = (name) => /^[a-z][a-zA-Z0-9]*$/.test(name ?? '');

/** `--key=value` options and the other arguments, in order. */
export function argsOf(argv) {
  const options = {};
  const rest = [];
  for (const a of argv) {
    const m = /^--([\w-]+)=(.*)$/.exec(a);
    if (m) options[m[1]] = m[2];
    else rest.push(a);
  }
  return { options, rest };
}

export function fail(message) {
  console.error(`error: ${message}`);
  process.exit(1);
}

/**
 * The changes of one run, kept in memory until `commit()`: a generator checks every anchor first and writes
 * nothing when one is missing.
 */
export class Changes {
  files = new Map();

  read(path) {
    if (this.files.has(path)) return this.files.get(path);
    return readFileSync(join(ROOT, path), 'utf8');
  }

  exists(path) {
    return this.files.has(path) || existsSync(join(ROOT, path));
  }

  /** A new file; never one that exists. */
  create(path, text) {
    if (this.exists(path)) fail(`${path} exists already`);
    this.files.set(path, text);
  }

  /** `edit(text) → text` on a file; it must change something. */
  edit(path, change) {
    const before = this.read(path);
    const after = change(before);
    if (after === before) fail(`${path}: nothing changed`);
    this.files.set(path, after);
  }

  /** Writes every file, formats the code among them with prettier and lists them. */
  commit() {
    for (const [path, text] of this.files) {
      mkdirSync(dirname(join(ROOT, path)), { recursive: true });
      writeFileSync(join(ROOT, path), text);
    }
    const code = [...this.files.keys()].filter((p) => /\.(ts|tsx|mjs|js)$/.test(p));
    if (code.length) execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...code], { cwd: ROOT });
    for (const path of [...this.files.keys()].sort()) console.log(`  wrote ${path}`);
  }
}

/** `text` with `insertion` after the last line that matches `pattern` (which must match). */
export function afterLast(text, pattern, insertion, where) {
  const lines = text.split('\n');
  const index = lines.findLastIndex((line) => pattern.test(line));
  if (index < 0) fail(`${where}: no line like ${pattern}`);
  lines.splice(index + 1, 0, ...insertion.split('\n'));
  return lines.join('\n');
}

/** `text` with `insertion` before the first occurrence of `anchor` (which must occur). */
export function before(text, anchor, insertion, where) {
  const index = text.indexOf(anchor);
  if (index < 0) fail(`${where}: no ${JSON.stringify(anchor)}`);
  return text.slice(0, index) + insertion + text.slice(index);
}

/** Regenerates what the contract's outputs (schema.ts, constants.ts, openapi.json, docs/api.md). */
export function regenerateContract() {
  execFileSync(process.execPath, [join(ROOT, 'scripts/contract.mjs')], { cwd: ROOT, stdio: 'inherit' });
}

/** The areas of mock/core/areas.ts. */
export function areasOf(changes) {
  const list = /export const AREAS = \[([^\]]*)\]/.exec(changes.read('mock/core/areas.ts'));
  return list ? [...list[1].matchAll(/'(\w+)'/g)].map((m) => m[1]) : [];
}

export const rel = (path) => relative(ROOT, path);
