// File and folder names, held by the linter (eslint-plugin-check-file 2.x; 3.x needs eslint 9). The casing the tree
// uses: folders lowerCamel (a page folder is its URL segment: flow/adpositions, accounts/myaccount), but a
// component's own folder PascalCase like the component (components/LoadError); modules lowerCamel .ts, components
// PascalCase .tsx (a .tsx of render helpers, such as columns.tsx, lowerCamel); locale files and folders by their
// language tag (ar-EG); command-line scripts kebab-case (first-paint.mjs); browser specs numbered kebab-case
// (12-first-paint.e2e.mjs). Middle extensions (.test, .e2e) are not part of the name.
const CAMEL = 'CAMEL_CASE';
const KEBAB = 'KEBAB_CASE';
const CAMEL_GLOB = '+([a-z])*([a-z0-9])*([A-Z]*([a-z0-9]))';
const PASCAL_GLOB = '*([A-Z]*([a-z0-9]))';
const KEBAB_GLOB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const LANGUAGE_TAG = '+([a-z])-+([A-Z])';

const files = {
  'src/*.{ts,tsx}': CAMEL,
  'src/!(locales)/**/*.ts': CAMEL,
  'src/!(locales)/**/*.tsx': `@(${PASCAL_GLOB}|${CAMEL_GLOB})`,
  'src/locales/*.ts': `@(${LANGUAGE_TAG}|${CAMEL_GLOB})`,
  'src/locales/*/*.ts': CAMEL,
  'config/**/*.{ts,js}': CAMEL,
  // The mock's message tables are locale files too (mock/core/lib/i18n/ar-EG.ts).
  'mock/!(__tests__)/**/*.ts': `@(${CAMEL_GLOB}|${LANGUAGE_TAG})`,
  'tests/unit/**/*.{ts,tsx}': CAMEL,
  'scripts/**/*.mjs': KEBAB,
  'tests/e2e/specs/*.mjs': `+([0-9])-${KEBAB_GLOB}`,
};

const folders = {
  // One component, one PascalCase folder; text/ is the family of small text components (Code, Name, sentences).
  'src/components/!(text)/': 'PASCAL_CASE',
  'src/!(components|locales|pages)/**/': CAMEL,
  // A page folder is its URL segment; the not-found page is named by its status code.
  'src/pages/**/': `@(${CAMEL_GLOB}|+([0-9]))`,
  'src/locales/*/': LANGUAGE_TAG,
  'mock/!(__tests__)/**/': CAMEL,
  'tests/unit/**/': CAMEL,
  'scripts/**/': CAMEL,
};

module.exports = {
  plugins: ['check-file'],
  rules: {
    'check-file/filename-naming-convention': ['error', files, { ignoreMiddleExtensions: true }],
    'check-file/folder-naming-convention': ['error', folders],
  },
};
