import type { IApi } from '@umijs/max';
// Imported at load time: umi compiles TypeScript only while it loads config and plugins.
import { createMockMiddleware } from '../mock/adapters/node';

/**
 * Mounts the embedded mock provider API (mock/) in the dev server, before
 * umi's own middlewares, unless MOCK=none. The same handlers serve
 * `npm run preview` (scripts/preview.mjs) and the jest/msw tests.
 */
export default (api: IApi) => {
  if (process.env.MOCK === 'none') return;
  api.addBeforeMiddlewares(() => [
    createMockMiddleware({ persist: true, dataDir: process.env.MOCK_DATA_DIR || undefined }),
  ]);
};
