// The pre-commit hook (.husky/pre-commit, installed by `npm install` through husky): the staged files only, fixed
// where prettier can and checked by eslint, so a commit does not wait for `npm run lint` over the whole tree.
// The same file sets and checks as `npm run lint:format` and `npm run lint:code`.
export default {
  // The import-cycle check reads the whole graph of src/ and mock/ (a few seconds), once, not per file; so do the
  // copy-paste count and the docs' paths (a moved file leaves a doc pointing at nothing).
  '*.{ts,tsx,js,mjs,cjs}': [
    'prettier --write',
    'eslint',
    () => 'node scripts/import-cycles.mjs',
    () => 'node scripts/area-check.mjs',
    () => 'node scripts/duplicates-check.mjs',
    () => 'node scripts/docs-paths.mjs',
  ],
  '*.md': [() => 'node scripts/docs-paths.mjs'],
  '*.less': ['prettier --write'],
};
