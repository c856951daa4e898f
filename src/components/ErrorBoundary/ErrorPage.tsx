import { Button, Result } from 'antd';
import { getIntl } from '@umijs/max';

/**
 * Full-page error with a reload button; texts from the locale files. It uses
 * the global intl object because it may render above the locale provider.
 */
export default function ErrorPage({ kind }: { kind: 'chunk' | 'render' }) {
  const intl = getIntl();
  return (
    <Result
      status={kind === 'chunk' ? 'warning' : 'error'}
      title={intl.formatMessage({ id: `error.${kind}.title` })}
      subTitle={intl.formatMessage({ id: `error.${kind}.desc` })}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {intl.formatMessage({ id: 'error.reload' })}
        </Button>
      }
    />
  );
}
