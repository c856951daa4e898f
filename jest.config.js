const { configUmiAlias, createConfig } = require('@umijs/max/test');

module.exports = async () => {
  const config = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      // Dynamic import() becomes require() under jest (lazy chunks in the app).
      jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } },
    }),
    testEnvironment: 'jest-fixed-jsdom',
    // Jest's default (cores - 1) runs a 2-core machine in band, on one core: use both.
    maxWorkers: Math.max(2, require('node:os').availableParallelism() - 1),
    setupFiles: ['<rootDir>/tests/setup/env.ts'],
    // (umi's test setup is loaded there, for the jsdom tests only.)
    setupFilesAfterEnv: ['<rootDir>/tests/setup/after-env.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/mock/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
    globals: { API_HOST: '', MEDIA_DIVIDE_URL: '/__mock/media-divide' },
  });
  // The same light qs the app bundles (.umirc.ts alias), so tests cover it.
  config.moduleNameMapper = { ...config.moduleNameMapper, '^qs$': '<rootDir>/src/request/qs.ts' };
  return config;
};
