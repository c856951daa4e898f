import { useIntl } from '@umijs/max';
import LoadError from '@/components/LoadError';
import { Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useGrantOptions, type GrantOptions } from './useGrantOptions';

/** Loads what may be granted, then renders the form; a failed load offers a retry. */
export default function GrantOptionsGate({ children }: { children: (options: GrantOptions) => ReactNode }) {
  const intl = useIntl();
  const { options, failed, reload } = useGrantOptions();
  if (failed)
    return (
      <LoadError
        variant="result"
        message={intl.formatMessage({ id: 'subAccount.optionsFailed' })}
        onRetry={() => void reload()}
      />
    );
  if (!options) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <>{children(options)}</>;
}
