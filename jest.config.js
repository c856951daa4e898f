const { configUmiAlias, createConfig } = require('@umijs/max/test');

module.exports = async () => {
  const config = await configUmiAlias({
    ...createConfig({
      target: 'browser',
      jsTransformer: 'esbuild',
      jsTransformerOpts: { jsx: 'automatic' },
    }),
    testEnvironment: 'jest-fixed-jsdom',
    setupFiles: ['<rootDir>/tests/setup/env.ts'],
    setupFilesAfterEnv: [require.resolve('@umijs/max/test-setup'), '<rootDir>/tests/setup/after-env.ts'],
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}', '<rootDir>/mock/**/*.test.ts'],
    testPathIgnorePatterns: ['/node_modules/', '/tests/e2e/'],
    globals: { API_HOST: '', MEDIA_DIVIDE_URL: '/__mock/media-divide' },
  });
  return config;
};
