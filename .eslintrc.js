const fs = require('node:fs');
const path = require('node:path');

/**
 * The README's one-way flow, held by the linter:
 *   app.tsx → layouts → pages → features (one folder per business area) → lib → services → request → session
 * with shared components, hooks and utils beside them, free of all of it,
 * and locales depending on nothing. A layer may import the ones after it,
 * never one before it; each page folder keeps to itself, and a business area
 * (src/features/<area>) reads another area only through its index.ts. src/lib
 * holds the plumbing every area shares (data hooks, drafts, form errors,
 * spreadsheets, secrets, sign-out) and knows no area. src/feedback (toasts,
 * notifications, dialogs) and src/paths.ts (the console's URLs) are for every
 * layer and import nothing of the app. src/contract (the API contract: generated
 * types, value sets, limits, menu codes and the few rules both sides share) is
 * a leaf: every layer and the mock import it, it imports nothing of the app.
 * Among those rules is the one spreadsheet writer (src/contract/sheet: cells and
 * their formula escaping, layout, the .xlsx, the settlement sheet) and the zoned
 * time format (src/contract/zonedTime.ts), because the console's exports and the
 * mock's scheduled files must write the same file (issue 31): pure modules, so the
 * contract also imports no framework (React, umi, antd) and loads no xlsx itself.
 * src/routes.ts (the route table) is read by
 * the app and the layouts and imports only the URLs; config/routes.ts hands it to
 * umi. src/ reads nothing else from config/ but its two design facts, the colours
 * (config/theme.ts) and the layout settings (config/defaultSettings.ts), which the
 * build's less variables read too and which import nothing of the app.
 */
const LAYERS = {
  app: ['src/app.tsx', 'src/access.ts', 'src/global.tsx'],
  layouts: ['src/layouts'],
  pages: ['src/pages'],
  features: ['src/features'],
  lib: ['src/lib'],
  shared: ['src/components', 'src/hooks', 'src/utils', 'src/loading.tsx'],
  services: ['src/services'],
  request: ['src/request'],
  session: ['src/session'],
  locales: ['src/locales'],
  feedback: ['src/feedback'],
  paths: ['src/paths.ts'],
  routes: ['src/routes.ts'],
  contract: ['src/contract'],
};
const all = (...names) => names.flatMap((n) => LAYERS[n]);
const zone = (target, from, message) => ({ target, from, message });
const FEEDBACK_RULE =
  "toasts, notifications and dialogs go through `feedback` from '@/feedback' (rendered inside AppProviders); antd's static message, notification and Modal functions miss the app's theme, locale and direction";

const NATIVE_RULE =
  "no native input constraints: the browser would show its own validation bubble (in its own language) over antd's messages; use inputMode for the keyboard and a Form rule for the check";

// Each top-level folder under src/pages is one screen (or one group of screens sharing parts).
const pageFolders = fs
  .readdirSync(path.join(__dirname, 'src/pages'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// Each folder under src/features is one business area, named as a publisher would name it (README "Areas").
const areaFolders = fs
  .readdirSync(path.join(__dirname, 'src/features'), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The page bodies of an area (src/features/<area>/<Name>Page.tsx): what its route files under src/pages name.
const pageBodies = (area) =>
  fs
    .readdirSync(path.join(__dirname, 'src/features', area))
    .filter((f) => /Page\.tsx$/.test(f))
    .map((f) => `./${f}`);
// Each folder under mock/core but lib (the mock's plumbing) and seed (the seed's assembly and accounts) is one business
// area of the mock, named as the console's (src/features/<area>): its routes, rules, seed parts and the tests in
// mock/__tests__/<area>.
const MOCK_SHARED = ['lib', 'seed'];
const mockAreaFolders = fs
  .readdirSync(path.join(__dirname, 'mock/core'), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !MOCK_SHARED.includes(d.name))
  .map((d) => d.name);

const zones = [
  zone(
    all('session'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'shared', 'services', 'request', 'locales'),
    'session is the bottom layer: framework-free, it imports nothing of the app',
  ),
  zone(
    all('request'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'shared', 'services', 'locales'),
    'request may use only the session layer',
  ),
  zone(
    all('services'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'shared', 'session', 'locales'),
    'services call the API through src/request and nothing else (no storage, no UI)',
  ),
  zone(
    all('shared'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'services', 'request', 'session'),
    'shared components, hooks and utils know no business, API or session: put such code in src/lib or src/features',
  ),
  zone(all('features'), all('app', 'layouts', 'pages'), 'business areas sit below the pages and layouts'),
  // An area's API module (src/features/<area>/api.ts: calls, query keys and options) is its one door to the
  // provider; the rest of the area goes through it.
  zone(
    ['src/features/**/!(api).ts', 'src/features/**/*.tsx', 'src/features/**/*.js'],
    all('request'),
    "an area reaches the API through its api.ts (calls, query keys and options), which alone imports '@/request'",
  ),
  zone(
    'src/features/**/api.ts',
    ['src/components', 'src/locales', 'src/feedback'],
    "an area's api.ts is calls, query keys and options only: no UI, no texts, no toasts",
  ),
  zone(
    all('lib'),
    all('app', 'layouts', 'pages', 'features', 'request'),
    'src/lib is the plumbing every business area shares: it knows no area (src/features) and reaches the API through src/services',
  ),
  zone(
    all('pages'),
    all('app', 'layouts', 'request'),
    'pages reach the API through src/services (errors: @/services/errors)',
  ),
  zone(all('layouts'), all('app', 'request'), 'layouts reach the API through src/services'),
  zone(
    all('locales'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'shared', 'services', 'request', 'session', 'feedback'),
    'locale messages depend on nothing',
  ),
  zone(
    all('feedback'),
    all('app', 'layouts', 'pages', 'features', 'lib', 'shared', 'services', 'request', 'session', 'locales'),
    'feedback is for every layer: it imports nothing of the app',
  ),
  zone(
    all('paths'),
    all(
      'app',
      'layouts',
      'pages',
      'features',
      'lib',
      'shared',
      'services',
      'request',
      'session',
      'locales',
      'feedback',
    ),
    'the URL list imports nothing',
  ),
  zone(
    all('routes'),
    all(
      'app',
      'layouts',
      'pages',
      'features',
      'lib',
      'shared',
      'services',
      'request',
      'session',
      'locales',
      'feedback',
    ),
    'the route table imports only the URL list (src/paths.ts)',
  ),
  zone(
    all('pages', 'features', 'lib', 'shared', 'services', 'request', 'session', 'locales', 'feedback', 'paths'),
    all('routes'),
    'the route table is for the app and the layouts; a link uses PATHS from @/paths',
  ),
  {
    ...zone(
      'src',
      'config',
      "src/ reads nothing of the build's config but config/theme.ts and config/defaultSettings.ts (the route table is src/routes.ts)",
    ),
    except: ['./theme.ts', './defaultSettings.ts'],
  },
  zone(
    ['config/theme.ts', 'config/defaultSettings.ts'],
    'src',
    'the design facts the app and the build share import nothing of the app',
  ),
  // 'src' minus src/contract itself (the except below): the contract is the bottom of everything.
  zone('src/contract', 'src', 'the contract is a leaf: it imports nothing of the app (every layer imports it)'),
  // The mock imports the contract (the spreadsheet writer included), never the other way round.
  zone('src/contract', 'mock', 'the contract is shared by the console and the mock: it imports nothing of the mock'),
  ...pageFolders.map((name) =>
    zone(
      `src/pages/${name}`,
      'src/pages',
      `a page imports no other page's files: move what they share to src/features or src/components`,
    ),
  ),
  // An area's internals are its own: another area (or a page of another area) goes through its index.ts.
  ...areaFolders.map((name) => ({
    ...zone(
      [`src/features/!(${name})/**/*`],
      `src/features/${name}`,
      `another area reads ${name} only through its public face: import from '@/features/${name}' (its index.ts), and export what you need there`,
    ),
    except: ['./index.ts'],
  })),
  // The pages and layouts likewise; a route file (src/pages/<area>/…) also names the page body it serves
  // (src/features/<area>/<Name>Page.tsx), so umi keeps one chunk per route.
  ...areaFolders.map((name) => ({
    ...zone(
      ['src/pages/**/*', 'src/layouts/**/*'],
      `src/features/${name}`,
      `a page or layout reads ${name} only through its public face, '@/features/${name}' (its index.ts); a route file may name the page it serves (src/features/${name}/<Name>Page.tsx)`,
    ),
    except: ['./index.ts', ...pageBodies(name)],
  })),
  // A mock area's internals are its own: another area, the control routes and the server read it through its
  // index.ts (its routes) or its rules (rules.ts or rules/), where what several areas share lives; the seed's
  // assembly (mock/core/seed) reads its seed parts (seed.ts or seed/).
  ...mockAreaFolders.map((name) => ({
    ...zone(
      [`mock/core/!(${name})/**/*`, 'mock/core/*.ts'],
      `mock/core/${name}`,
      `another area reads the mock's ${name} only through mock/core/${name}/index.ts or its rules (rules.ts, rules/): move what you need there`,
    ),
    except: ['./index.ts', './rules.ts', './rules', './seed.ts', './seed'],
  })),
  zone(
    'mock/core/lib',
    mockAreaFolders.map((name) => `mock/core/${name}`),
    "the mock's plumbing (lib) knows no area: what an area owns lives in its folder",
  ),
  // A mock area's route table (routes.ts) is read by its index.ts only: what two route files share is a rule
  // (rules.ts, rules/), so a route never runs through another route's handler.
  zone(
    'mock/core/**/!(index).ts',
    'mock/core/*/routes.ts',
    "a route file is read only by its area's index.ts: move what another file needs into the area's rules (rules.ts, rules/)",
  ),
  // The mock is the provider's stand-in: it shares the contract with the console, nothing else.
  // (Its tests, like tests/, may compare it with the console.)
  ...['mock/core', 'mock/adapters', 'mock/contract'].map((target) =>
    zone(target, 'src', 'the mock reads only the contract (src/contract)'),
  ),
];
// A page folder may import itself.
for (const z of zones) {
  if (typeof z.target === 'string' && z.target.startsWith('src/pages/'))
    z.except = [`./${z.target.slice('src/pages/'.length)}`];
  if (typeof z.target === 'string' && z.target.startsWith('mock/') && z.from === 'src') z.except = ['./contract'];
  if (z.target === 'src/contract') z.except = ['./contract'];
}

// Facts of the contract live in src/contract (generated from openapi.yaml), never as a copy (issue 29).
const CONTRACT_FACT = (what, name) =>
  `${what} is a fact of the contract: import ${name} from '@/contract/values' (mock: src/contract/values), or add it to openapi.yaml`;
const LOCALE_CODE = '/^(zh-CN|zh-TW|en-US|ja-JP|ko-KR|vi-VN|th-TH|id-ID|pt-BR|es-ES|fa-IR|ar-EG|he-IL)$/';
const CONTRACT_SYNTAX = [
  {
    selector: "Literal[value='Asia/Shanghai']",
    message: CONTRACT_FACT("The provider's time zone", 'PROVIDER_TIME_ZONE'),
  },
  {
    selector: 'TemplateElement[value.raw=/Asia\\/Shanghai/]',
    message: CONTRACT_FACT("The provider's time zone", 'PROVIDER_TIME_ZONE'),
  },
  // A list of page sizes: an array literal given as pageSizeOptions, or any array holding 20 then 50.
  {
    selector: "Property[key.name='pageSizeOptions'] > ArrayExpression",
    message: CONTRACT_FACT('A page-size list', 'PAGE_SIZE_OPTIONS'),
  },
  {
    selector: "JSXAttribute[name.name='pageSizeOptions'] ArrayExpression",
    message: CONTRACT_FACT('A page-size list', 'PAGE_SIZE_OPTIONS'),
  },
  {
    selector: 'ArrayExpression > Literal[value=20] ~ Literal[value=50]',
    message: CONTRACT_FACT('A page-size list', 'PAGE_SIZE_OPTIONS'),
  },
  // A list of locales: an array holding two or more of the console's locale codes.
  {
    selector: `ArrayExpression > Literal[value=${LOCALE_CODE}] ~ Literal[value=${LOCALE_CODE}]`,
    message: CONTRACT_FACT('The locale list', 'LOCALES'),
  },
];

const ANTD_CLASS_RULE =
  'no antd class selector in unit tests: find the element by role, label or text (screen.getByRole...), or a data-testid the component sets';
const ANTD_CLASS_SYNTAX = [
  { selector: 'Literal[value=/\\.ant-/]', message: ANTD_CLASS_RULE },
  { selector: 'TemplateElement[value.raw=/\\.ant-/]', message: ANTD_CLASS_RULE },
];

module.exports = {
  // File and folder casing: config/eslint/casing.js.
  extends: [require.resolve('@umijs/max/eslint'), './config/eslint/casing.js'],
  plugins: ['import'],
  settings: {
    'import/resolver': { [path.join(__dirname, 'config/eslint/resolver.js')]: {} },
    'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import/ignore': ['node_modules', '\\.(less|css|svg|png)$'],
  },
  rules: {
    // Function declarations are hoisted; reading top-down (public first, helpers after) is clearer.
    '@typescript-eslint/no-use-before-define': ['error', { functions: false, classes: true, variables: true }],
    'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    'import/no-restricted-paths': ['error', { zones, basePath: __dirname }],
    // No import cycles in src/ and mock/: scripts/import-cycles.mjs (run by `npm run lint:code`) checks the whole
    // graph in one pass, as import/no-cycle did file by file at half of lint's time (config/eslint/importCycles.js).
    // One order of imports everywhere, so a diff shows what was added, not where it was put.
    'import/order': [
      'error',
      {
        groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index'],
        pathGroups: [{ pattern: '@/**', group: 'internal' }],
        pathGroupsExcludedImportTypes: ['builtin'],
        'newlines-between': 'never',
      },
    ],
  },
  overrides: [
    {
      // Unit tests find elements by role, label and text, as a user does (Testing Library), never by antd's
      // class names or by walking the DOM: those change with antd's versions and say nothing a user sees.
      files: ['tests/unit/**/*.{ts,tsx}'],
      // Testing Library's and jest-dom's own rules: await what is async, query as a user would, assert with
      // the matcher that says what is meant (its failure message then says what the user saw).
      plugins: ['testing-library', 'jest-dom'],
      extends: ['plugin:testing-library/react', 'plugin:jest-dom/recommended'],
      rules: {
        // Reaching into the DOM: an error in every unit test file.
        'testing-library/no-node-access': 'error',
        'testing-library/no-container': 'error',
        // The suite's render helpers (renderPage, renderModal...) return what their tests need, not render's result.
        'testing-library/render-result-naming-convention': 'off',
        // `expect(el.textContent).toBe(text)` is exact; toHaveTextContent matches a part, whitespace folded.
        'jest-dom/prefer-to-have-text-content': 'off',
        'no-restricted-syntax': ['error', ...ANTD_CLASS_SYNTAX],
      },
    },
    {
      // Plain JavaScript (the scripts, the browser specs, the configs) is read by eslint's own parser: umi's Babel
      // parser and its preset cost 1-2 s more CPU over these files, for syntax they do not use (issue 30).
      files: ['*.js', '*.mjs', '*.cjs'],
      parser: 'espree',
      parserOptions: { ecmaVersion: 'latest', sourceType: 'module', ecmaFeatures: { jsx: true } },
    },
    {
      // Command-line scripts report on the terminal.
      files: ['scripts/**/*.mjs'],
      rules: { 'no-console': 'off' },
    },
    {
      // One path for toasts, notifications and dialogs: src/feedback, rendered inside AppProviders.
      // antd's static functions render outside it (no theme, locale or direction).
      files: ['src/**/*.{ts,tsx}'],
      // src/contract states the facts the CONTRACT_SYNTAX rules keep elsewhere (and generates them).
      excludedFiles: ['src/feedback/Holders.tsx', 'src/contract/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              {
                name: 'antd',
                importNames: ['message', 'notification'],
                message: FEEDBACK_RULE,
              },
            ],
            patterns: [{ group: ['antd/*/message', 'antd/*/notification', 'antd/*/app'], message: FEEDBACK_RULE }],
          },
        ],
        'no-restricted-syntax': [
          'error',
          {
            selector:
              "MemberExpression[object.name='Modal'][property.name=/^(confirm|success|error|info|warning|warn|useModal|destroyAll)$/]",
            message: FEEDBACK_RULE,
          },
          {
            selector: "MemberExpression[object.name='App'][property.name='useApp']",
            message: FEEDBACK_RULE,
          },
          {
            selector: "ImportSpecifier[imported.name='App'][parent.source.value='antd']",
            message: FEEDBACK_RULE,
          },
          // Forms validate with antd's rules only: a native constraint (type="email", required, pattern,
          // min/max) makes the browser put its own bubble, in the browser's language, over antd's message.
          {
            selector:
              'JSXOpeningElement[name.name=/^(input|textarea|select|Input|TextArea)$/] > JSXAttribute[name.name=/^(required|pattern|min|max)$/]',
            message: NATIVE_RULE,
          },
          {
            selector:
              'JSXOpeningElement[name.property.name=/^(TextArea|Password|Search)$/] > JSXAttribute[name.name=/^(required|pattern|min|max)$/]',
            message: NATIVE_RULE,
          },
          {
            selector: "JSXAttribute[name.name='type'][value.value=/^(email|url|number|tel)$/]",
            message: NATIVE_RULE,
          },
          ...CONTRACT_SYNTAX,
        ],
      },
    },
    {
      // The contract (src/contract/sheet, the one spreadsheet writer, above all) runs in the browser, the export
      // worker's page and the mock's Node process alike: no framework in it, and xlsx handed in by the caller
      // (the console loads it lazily, the mock at start), never imported.
      files: ['src/contract/**/*.ts'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                group: ['react', 'react-dom', 'react/*', 'antd', 'antd/*', 'umi', '@umijs/*', 'xlsx', '@/*'],
                message:
                  'src/contract is pure and shared with the mock: no framework, no xlsx import (take it as a parameter), relative imports only',
              },
            ],
          },
        ],
      },
    },
    {
      // The mock, the build config and the scripts read the contract's facts too (their tests may name them).
      files: ['mock/**/*.ts', 'config/**/*.ts', 'scripts/**/*.mjs', '.umirc.ts'],
      excludedFiles: ['mock/__tests__/**'],
      rules: { 'no-restricted-syntax': ['error', ...CONTRACT_SYNTAX] },
    },
  ],
};
