import { Button, Result } from 'antd';
import { history, useIntl, useSearchParams } from '@umijs/max';
import { PATHS } from '@/paths';

/** Default page of redirect-type errors (showType 9). The code is shown as plain text only. */
export default function ExceptionPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const raw = params.get('code') ?? '';
  const code = /^-?\d{1,6}$/.test(raw) ? raw : '';
  return (
    <Result
      status="error"
      title={intl.formatMessage({ id: 'route.exception' }) + (code ? ` (${code})` : '')}
      subTitle={intl.formatMessage({ id: 'page.exception' })}
      extra={
        <Button type="primary" onClick={() => history.push(PATHS.home)}>
          {intl.formatMessage({ id: 'page.backHome' })}
        </Button>
      }
    />
  );
}
