import { setupServer } from 'msw/node';
import { createMockHandlers } from '../../../mock/adapters/msw';
import { createMockServer } from '../../../mock/core/server';
import { figuresClock } from '../../../mock/core/lib/clock';

/**
 * The shared mock provider API behind msw, for jest: the same handlers as the
 * dev server and the preview server. Call in a test file's top level.
 */
export function setupMockApi() {
  // The test servers' figures: today has figures at any hour (mock/core/lib/clock.ts).
  const state = { mock: createMockServer({ figuresNow: figuresClock() }) };
  const server = setupServer(
    ...createMockHandlers({ handle: (req) => state.mock.handle(req) } as ReturnType<typeof createMockServer>),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    state.mock = createMockServer({ figuresNow: figuresClock() });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return {
    server,
    get mock() {
      return state.mock;
    },
  };
}
