const { createConfig } = require('@umijs/max/test');
const { ensureUmiTestFiles, moduleNameMapperOf, umiAlias } = require('./config/jest/umiAlias');

// A page test allocates fast (React's development build, jsdom, Testing Library's queries): with V8's default
// young generation (16 MB semi-spaces) it spent a tenth of its time collecting garbage, with 128 MB 4%. Set
// here, before jest starts its workers, which take the variable with them (issue 30; ten page files: GC 7.1 s
// → 3.1 s). A value given by the caller stays.
// `npm run test:unit` (and `npm test`) also start jest with `node --no-opt`, which its workers inherit (jest forks
// them with the parent's flags; node refuses it in NODE_OPTIONS): a test file runs most of its code once (module
// set-up, a render), and V8's optimizing compiler spent its time on code the file then dropped (issue 30: the whole
// unit step 268 → 232 s here, one run each). Plain `npx jest` runs the same tests with V8's defaults.
if (!/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '')) {
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --max-semi-space-size=128`.trim();
}

module.exports = async () => {
  // umi's generated modules for tests (src/.umi-test), written again only when what they are made from changed.
  await ensureUmiTestFiles(__dirname);
  const config = {
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // Dynamic import() becomes require() under jest (lazy chunks in the app).
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
    testEnvironment: 'jest-fixed-jsdom',
    // One worker per core, at least two: jest's default (cores - 1) runs a 2-core machine in band, on one core,
    // and its parent process only hands out files and prints (the browser tests' workers follow the same rule).
    maxWorkers: Math.max(2, require('node:os').availableParallelism()),
    // Tests wait for states, not time; a test's time-out only catches a hang. A page test takes
    // seconds on a quiet machine and minutes on a busy one (2 cores shared with a CPU hog and
    // other runs): one generous limit for every test, not umi's 30 s nor per-file guesses.
    testTimeout: 300_000,
    // Under load a worker needs more than jest's half second to exit after its last file.
    workerGracefulExitTimeout: 10_000,
    // Longest files first on a fresh clone too (no times in jest's cache there): config/jest/sequencer.js.
    testSequencer: '<rootDir>/config/jest/sequencer.js',
    // V8's code cache kept across a worker's test files: config/jest/runtime.js.
    runtime: '<rootDir>/config/jest/runtime.js',
    // Code under jest runs in a vm context, where every lookup of a global goes through the context's
    // interceptor: Math.imul in the mock's seed generator, Object and Symbol in antd's babel helpers, on every
    // call (nodejs/node#31658, jestjs/jest#5163). These are handed to each module as parameters instead, a
    // local lookup. Only objects that no test replaces (a test may spy on their methods: the same object);
    // never Date, the timer functions or fetch, which fake timers and msw swap on the global (issue 30: the
    // seed's year of figures took 620 ms a file, 130 ms with these; a page test about a fifth less CPU).
    sandboxInjectedGlobals: ['Math', 'Object', 'Array', 'Symbol', 'Number', 'String', 'JSON', 'Reflect'],
    setupFiles: ['<rootDir>/tests/setup/env.ts'],
    // (umi's test setup is loaded there, for the jsdom tests only.)
    setupFilesAfterEnv: ['<rootDir>/tests/setup/after-env.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/mock/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
    globals: { API_HOST: '', MEDIA_DIVIDE_URL: '/__mock/media-divide', BUILD_ID: 'test', BASE_PATH: '/' },
  };
  // umi's aliases (`@/`, `@umijs/max`, react…) as configUmiAlias added them, without starting umi's service.
  config.moduleNameMapper = { ...config.moduleNameMapper, ...moduleNameMapperOf(umiAlias(__dirname)) };
  // umi's preset transforms every file of node_modules (its pattern ignores none): on a fresh clone that
  // was most of the first run (antd, pro-components and rc-* compiled file by file, with source maps).
  // Packages ship CommonJS; only these are ES modules alone and need the transform (the path after the
  // last node_modules/ decides, so a package's own nested copies count as that package's).
  const ESM_ONLY = ['umi', '@umijs/renderer-react', 'rettime', 'until-async', '@open-draft/deferred-promise'];
  const esm = ESM_ONLY.map((p) => p.replace(/[.]/g, '\\.')).join('|');
  // antd's and the icons' index files: their components load on first use (config/jest/lazyIndex.js).
  const LAZY_INDEX = ['antd/lib/index\\.js', '@ant-design/icons/lib/icons/index\\.js'].join('|');
  config.transformIgnorePatterns = [
    `^(?!.*/node_modules/(?:${esm})/(?!.*/node_modules/))(?!.*/node_modules/(?:${LAZY_INDEX})$).*/node_modules/`,
  ];
  config.transform = {
    [`/node_modules/(?:${LAZY_INDEX})$`]: '<rootDir>/config/jest/lazyIndex.js',
    ...config.transform,
  };
  // antd's ES build where src names it (antd/es/table, the locales): the CommonJS twin, so tests load one
  // antd (the bare 'antd' is its lib/ under jest) and need no transform for it.
  config.moduleNameMapper['^antd/es/(.*)$'] = 'antd/lib/$1';
  // The same light qs the app bundles (.umirc.ts alias), so tests cover it.
  config.moduleNameMapper = { ...config.moduleNameMapper, '^qs$': '<rootDir>/src/request/qs.ts' };
  // jsdom has no ResizeObserver: the tests keep the polyfill the build swaps for the native one (.umirc.ts).
  config.moduleNameMapper['^resize-observer-polyfill$'] = require.resolve('resize-observer-polyfill');
  return config;
};
