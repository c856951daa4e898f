// The pre-commit hook (.husky/pre-commit, installed by `npm install` through husky): the staged files only, fixed
// where prettier can and checked by eslint, so a commit does not wait for `npm run lint` over the whole tree.
// The same file sets as `npm run lint:format` and `npm run lint:code`.
export default {
  '*.{ts,tsx,js,mjs,cjs}': ['prettier --write', 'eslint'],
  '*.less': ['prettier --write'],
};
