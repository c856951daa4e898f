// Import cycles in src/ and mock/, found in one pass over the import graph (scripts/import-cycles.mjs, run by
// `npm run lint:code`). This replaced eslint-plugin-import's no-cycle rule, which parsed every module a second time
// for each file it linted and was half of lint's time (issue 30). The same guarantee as the rule with the options
// it had (`ignoreExternal: true`):
// - the edges are static imports, `export … from`, and `import('…')` with a literal path; `require()` is not one
//   (the rule's `commonjs` option was off);
// - an import that brings in types only (`import type …`, or `import { type A, type B }`) is no edge: it is gone
//   from the JavaScript. Every other import is one, `export type … from` and a bare `import './x'` included (the
//   rule counted them too, on one side of the cycle or the other);
// - paths resolve as eslint's resolver does (./resolver.js: `@/` is src/, relative paths, index files), and a
//   package (anything not ours) is no node;
// - only .ts, .tsx, .js and .mjs files are modules (.eslintrc.js's import/extensions; styles and images never).
// A cycle counts when one of its files is in the given folders (the rule was on for src/ and mock/ only), wherever
// the rest of it lies.
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');
const { resolveFrom } = require('./resolver');

const MODULE = /\.(ts|tsx|js|mjs)$/;
const IGNORED = /(^|\/)node_modules\/|\.(less|css|svg|png)$/;
// .eslintignore's generated folders.
const SKIPPED_DIRS = new Set(['node_modules', '.umi', '.umi-production', '.umi-test']);

// Every import has `from '…'`, `import '…'` or `import(`; a text with none of them has no import to find.
const MAY_IMPORT = /\bfrom\s*['"`]|\bimport\s*[('"`]/;
const SCRIPT_KINDS = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.mjs': ts.ScriptKind.JS,
};

/**
 * The imports of one module's text that run: each with the path as written and its line.
 * @param {string} file
 * @param {string} text
 * @returns {{ source: string, line: number }[]}
 */
function importsOf(file, text) {
  // Most of the bytes are in modules that import nothing (messages, the generated schema): no parse for them.
  if (!MAY_IMPORT.test(text)) return [];
  const kind = SCRIPT_KINDS[path.extname(file)] ?? ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind);
  /** @type {{ source: string, line: number }[]} */
  const found = [];
  const add = (/** @type {ts.Node} */ literal) =>
    found.push({
      source: /** @type {ts.StringLiteral} */ (literal).text,
      line: sf.getLineAndCharacterOfPosition(literal.getStart(sf)).line + 1,
    });
  for (const statement of sf.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly =
        clause &&
        (clause.isTypeOnly ||
          (!clause.name &&
            named &&
            ts.isNamedImports(named) &&
            named.elements.length > 0 &&
            named.elements.every((e) => e.isTypeOnly)));
      if (!typesOnly) add(statement.moduleSpecifier);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      add(statement.moduleSpecifier);
    }
  }
  // import('…') can sit anywhere in the code; most files have none, so only those that do are walked.
  if (text.includes('import(')) {
    const visit = (/** @type {ts.Node} */ node) => {
      if (
        ts.isCallExpression(node) &&
        node.expression.kind === ts.SyntaxKind.ImportKeyword &&
        node.arguments.length === 1 &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        add(node.arguments[0]);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return found;
}

/** @param {string} dir @returns {string[]} */
function modulesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : modulesUnder(full);
    return entry.isFile() && MODULE.test(entry.name) ? [full] : [];
  });
}

/**
 * The import graph from every module under `dirs` (and every module of ours they reach).
 * @param {string} root the project's folder (`@/` is its src/)
 * @param {string[]} dirs folders under root to start from
 * @returns {Map<string, { to: string, source: string, line: number }[]>} edges by file (absolute paths)
 */
function importGraph(root, dirs) {
  const resolve = resolveFrom(root);
  /** @type {Map<string, { to: string, source: string, line: number }[]>} */
  const graph = new Map();
  const queue = dirs.flatMap((d) => modulesUnder(path.join(root, d)));
  while (queue.length) {
    const file = /** @type {string} */ (queue.pop());
    if (graph.has(file)) continue;
    const edges = [];
    for (const { source, line } of importsOf(file, fs.readFileSync(file, 'utf8'))) {
      const to = resolve(source, file).path;
      if (!to || to === file || !MODULE.test(to) || IGNORED.test(path.relative(root, to))) continue;
      edges.push({ to, source, line });
      if (!graph.has(to)) queue.push(to);
    }
    graph.set(file, edges);
  }
  return graph;
}

/**
 * Strongly connected components (Tarjan's, without recursion): the files that can each reach the others.
 * @param {Map<string, { to: string }[]>} graph
 * @returns {string[][]} the components of two files or more
 */
function components(graph) {
  /** @type {Map<string, number>} */ const index = new Map();
  /** @type {Map<string, number>} */ const low = new Map();
  /** @type {string[]} */ const stack = [];
  const onStack = new Set();
  /** @type {string[][]} */ const found = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    /** @type {[string, number][]} */
    const work = [[start, 0]];
    while (work.length) {
      const top = work[work.length - 1];
      const [node, i] = top;
      if (i === 0) {
        index.set(node, next);
        low.set(node, next);
        next += 1;
        stack.push(node);
        onStack.add(node);
      }
      const edges = graph.get(node) ?? [];
      if (i < edges.length) {
        top[1] += 1;
        const to = edges[i].to;
        if (!index.has(to)) work.push([to, 0]);
        else if (onStack.has(to))
          low.set(node, Math.min(/** @type {number} */ (low.get(node)), /** @type {number} */ (index.get(to))));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(/** @type {number} */ (low.get(parent)), /** @type {number} */ (low.get(node))));
      }
      if (low.get(node) === index.get(node)) {
        const members = [];
        let member;
        do {
          member = /** @type {string} */ (stack.pop());
          onStack.delete(member);
          members.push(member);
        } while (member !== node);
        if (members.length > 1) found.push(members.reverse());
      }
    }
  }
  return found;
}

/**
 * The shortest way back from `from` to `to` inside one component, as the imports taken.
 * @param {Map<string, { to: string, source: string, line: number }[]>} graph
 * @param {Set<string>} inside
 */
function wayBack(graph, inside, from, to) {
  /** @type {Map<string, { file: string, edge: { to: string, source: string, line: number } } | null>} */
  const cameBy = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const file = /** @type {string} */ (queue.shift());
    if (file === to) break;
    for (const edge of graph.get(file) ?? []) {
      if (!inside.has(edge.to) || cameBy.has(edge.to)) continue;
      cameBy.set(edge.to, { file, edge });
      queue.push(edge.to);
    }
  }
  const steps = [];
  for (let at = cameBy.get(to); at; at = cameBy.get(at.file)) steps.unshift({ from: at.file, ...at.edge });
  return steps;
}

/**
 * Every import cycle through a module under `dirs`: one entry per import that closes one (as the eslint rule
 * reported them), with the way back to the importing file. Paths are relative to root.
 * @param {string} root
 * @param {string[]} dirs
 * @returns {{ files: string[], steps: { from: string, line: number, source: string, to: string }[] }[]}
 */
function findCycles(root, dirs) {
  const graph = importGraph(root, dirs);
  const rel = (/** @type {string} */ f) => path.relative(root, f).split(path.sep).join('/');
  const within = dirs.map((d) => path.join(root, d) + path.sep);
  const cycles = [];
  for (const members of components(graph)) {
    if (!members.some((f) => within.some((d) => f.startsWith(d)))) continue;
    const inside = new Set(members);
    const files = members.map(rel).sort();
    for (const file of members) {
      for (const edge of graph.get(file) ?? []) {
        if (!inside.has(edge.to)) continue;
        const steps = [{ from: file, ...edge }, ...wayBack(graph, inside, edge.to, file)];
        cycles.push({
          files,
          steps: steps.map((s) => ({ from: rel(s.from), line: s.line, source: s.source, to: rel(s.to) })),
        });
      }
    }
  }
  return cycles;
}

/** One line per cycle: `a.ts:3 './b' → b.ts:1 './a' → a.ts`. */
function describeCycle(/** @type {ReturnType<typeof findCycles>[number]} */ cycle) {
  return `${cycle.steps.map((s) => `${s.from}:${s.line} '${s.source}' →`).join(' ')} ${cycle.steps[0].from}`;
}

module.exports = { findCycles, describeCycle, importsOf };
