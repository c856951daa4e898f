// Every repository path README.md and docs/*.md name must exist (run by `npm run lint`): a doc that points a
// newcomer at a moved or deleted file is wrong the day of the move, not when someone next reads it. A path is a
// word starting with one of the repository's folders (`src/...`, `docs/...`) in prose, backticks or code, or a
// Markdown link's target (relative to the page). Placeholders (`<area>`), globs and `…` end a path where they
// start, so `src/features/<area>/` checks `src/features/`. What the build, the tests or a deployment write,
// git-ignored, is allowed by name (GENERATED).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** The repository's folders a path in a doc starts with. */
const ROOTS = ['src', 'mock', 'tests', 'scripts', 'config', 'docs', 'deploy', '.ci', 'public', '.husky'];
/** Written by the build, the tests, the mock or a deployment (git-ignored): named in docs, absent in a clone. */
export const GENERATED = [
  'deploy/out',
  'tests/e2e/artifacts/',
  'src/.umi',
  'src/.umi-production',
  'mock/.mock-data',
  'public/first-paint',
];

const WORD = new RegExp(`(?<![\\w./@-])(?:${ROOTS.map((r) => r.replace('.', '\\.')).join('|')})/[\\w./@-]*`, 'g');
/** What a path may leave out, as an import does: `src/layouts/MenuLayout` names MenuLayout.tsx. */
const IMPLIED = ['', '.ts', '.tsx', '.mjs', '.js', '.e2e.mjs'];
const LINK = /\]\(([^)\s]+)\)/g;

/**
 * The paths a Markdown text names, as repository paths: `file` is the text's own path (links are relative to it).
 * Trailing sentence punctuation is not part of a path.
 */
export function pathsIn(text, file) {
  const found = new Set();
  for (const { 0: word, index } of text.matchAll(WORD)) {
    // A placeholder, glob or ellipsis right after the word (`docs/<area>.md`, `specs/NN-<area>`) ends it at its folder.
    const cut = /^[<*…{]/.test(text.slice(index + word.length)) ? word.slice(0, word.lastIndexOf('/') + 1) : word;
    found.add(cut.replace(/[.,:;]+$/, ''));
  }
  for (const [, target] of text.matchAll(LINK)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue; // a URL or an anchor of the page itself
    const path = target.split('#')[0];
    if (path) found.add(relative('.', join(dirname(file), path)).replace(/\\/g, '/'));
  }
  return [...found];
}

/** The paths of `text` (at `file`) that do not exist under `root`, GENERATED aside. */
export function missingPaths(text, file, root) {
  return pathsIn(text, file).filter(
    (path) => !GENERATED.some((g) => path.startsWith(g)) && !IMPLIED.some((ext) => existsSync(join(root, path + ext))),
  );
}

/** README.md and every docs/*.md of `root`, checked: `<file>: <path>` for each path that is not there. */
export function checkDocs(root) {
  const files = [
    'README.md',
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  return files.flatMap((file) =>
    missingPaths(readFileSync(join(root, file), 'utf8'), file, root).map((path) => `${file}: ${path}`),
  );
}
