import { ProConfigProvider } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { useMemo, type ComponentProps, type ReactNode } from 'react';
import { PRO_TOKEN, proIntl } from './proIntl';

/**
 * Around every console page (a chunk of its own, like the query client):
 * pro-components speak the active locale and leave the page padding to the
 * layout (src/layouts/proIntl.ts).
 */
export default function ProScope({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const value = useMemo(() => proIntl(intl.locale, intl.messages), [intl.locale, intl.messages]);
  return (
    // Its typing names antd's tokens; at run time it reads the layout's (see PRO_TOKEN).
    <ProConfigProvider intl={value} token={PRO_TOKEN as ComponentProps<typeof ProConfigProvider>['token']}>
      {children}
    </ProConfigProvider>
  );
}
