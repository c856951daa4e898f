import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { AccessContext } from '@@/plugin-access/context';
import { createHistory, getIntl, RawIntlProvider } from '@umijs/max';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import type { ReactElement, ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter } from 'react-router-dom';
import { MENU_CODES } from '@/contract/values';
import { accessFromCodes, type AccessFlags } from '@/session/menuAccess';

/** Every menu code of the demo publisher: all the contract has. */
export const ALL_CODES: string[] = [...MENU_CODES];

/**
 * A query client as the console's (src/services/query.ts) but for tests:
 * no retries (a forced failure shows at once) and nothing kept between tests.
 */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000, gcTime: Infinity },
      mutations: { retry: false },
    },
  });
}

export interface RenderPageOptions {
  /** Menu codes of the signed-in account (access flags as the console computes them); none by default. */
  codes?: readonly string[];
  /** The account is an admin (`access: 'admin'`). */
  admin?: boolean;
  /** Flags set on top of those of `codes`. */
  access?: Partial<AccessFlags>;
  /** A right-to-left locale's messages must be loaded first (tests/unit/support/speak.ts). */
  locale?: 'en-US' | 'zh-CN' | 'ar-EG' | 'fa-IR' | 'he-IL';
  /** Where umi's (memory) history, which drives the router, starts. */
  path?: string;
  /** A client of the test's own (e.g. one it prefetched into); a fresh one otherwise. */
  queryClient?: QueryClient;
}

/**
 * Renders a page or component as the console does: its messages and antd's
 * texts in `locale` (en-US unless told), the access flags of `codes`, umi's
 * history (memory) at `path` driving the router, and a fresh query client.
 */
export function renderPage(
  ui: ReactElement,
  { codes = [], admin = false, access = {}, locale = 'en-US', path = '/', queryClient }: RenderPageOptions = {},
): RenderResult & { history: ReturnType<typeof createHistory>; queryClient: QueryClient } {
  localStorage.setItem('umi_locale', locale);
  const client = queryClient ?? testQueryClient();
  const flags = { ...accessFromCodes([...codes], { account_name: 'x', access: admin ? 'admin' : 'user' }), ...access };
  const history = createHistory({ type: 'memory', initialEntries: [path] } as never);
  // As a wrapper, so that rerender() keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <RawIntlProvider value={getIntl(locale, true)}>
        <ConfigProvider locale={locale === 'en-US' ? enUS : undefined}>
          <AntApp>
            <AccessContext.Provider value={flags as never}>
              <HistoryRouter history={history as never}>{children}</HistoryRouter>
            </AccessContext.Provider>
          </AntApp>
        </ConfigProvider>
      </RawIntlProvider>
    </QueryClientProvider>
  );
  const result = render(ui, { wrapper });
  return Object.assign(result, { history, queryClient: client });
}
