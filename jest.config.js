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
    setupFiles: ['<rootDir>/tests/setup/env.ts'],
    setupFilesAfterEnv: [require.resolve('@umijs/max/test-setup'), '<rootDir>/tests/setup/after-env.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/mock/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
    globals: { API_HOST: '', MEDIA_DIVIDE_URL: '/__mock/media-divide' },
  });
  // The same light qs the app bundles (.umirc.ts alias), so tests cover it.
  config.moduleNameMapper = { ...config.moduleNameMapper, '^qs$': '<rootDir>/src/request/qs.ts' };
  return config;
};
