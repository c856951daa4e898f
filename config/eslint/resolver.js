// A small eslint-plugin-import resolver for this project: `@/` is src/ (as in
// tsconfig and umi), everything else resolves as Node does. Written here
// because eslint-import-resolver-typescript's current releases want a newer
// eslint than the one @umijs/max brings.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.jsx', '.d.ts'];

function asFile(base) {
  const candidates = [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  return candidates.find((p) => fs.existsSync(p) && fs.statSync(p).isFile());
}

exports.interfaceVersion = 2;

/** A resolver for the project at `root` (importCycles.js builds one for its test's fixtures). */
function resolveFrom(root) {
  return function resolve(source, file) {
    if (source.startsWith('@/')) {
      const found = asFile(path.join(root, 'src', source.slice(2)));
      return found ? { found: true, path: found } : { found: false };
    }
    if (source.startsWith('.') || path.isAbsolute(source)) {
      const found = asFile(path.resolve(path.dirname(file), source));
      return found ? { found: true, path: found } : { found: false };
    }
    // Packages, Node's built-ins and umi's generated aliases are outside the layering: not ours to follow.
    return { found: true, path: null };
  };
}

exports.resolveFrom = resolveFrom;
exports.resolve = resolveFrom(root);
