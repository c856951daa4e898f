import type { IApi } from '@umijs/max';

/**
 * Mounts the embedded mock provider API (mock/) in the dev server, before
 * umi's own middlewares, unless MOCK=none. The same handlers serve
 * `npm run preview` (scripts/preview.mjs) and the jest/msw tests.
 */
export default (api: IApi) => {
  if (process.env.MOCK === 'none') return;
  api.addBeforeMiddlewares(async () => {
    // eslint-disable-next-line @typescript-eslint/no-var-requires
    const { createMockMiddleware } = require('../mock/adapters/node');
    return [createMockMiddleware({ persist: true })];
  });
};
