import { useIntl } from '@umijs/max';
import { Button, Result, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useGrantOptions, type GrantOptions } from './useGrantOptions';

/** Loads what may be granted, then renders the form; a failed load offers a retry. */
export default function GrantOptionsGate({ children }: { children: (options: GrantOptions) => ReactNode }) {
  const intl = useIntl();
  const { options, failed, reload } = useGrantOptions();
  if (failed)
    return (
      <Result
        status="warning"
        title={intl.formatMessage({ id: 'subAccount.optionsFailed' })}
        extra={<Button onClick={() => void reload()}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
      />
    );
  if (!options) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <>{children(options)}</>;
}
