import { PATHS } from '@/paths';
import { Button, Result } from 'antd';
import { history, useIntl } from '@umijs/max';

export default function NotFound() {
  const intl = useIntl();
  return (
    <Result
      status="404"
      title="404"
      subTitle={intl.formatMessage({ id: 'page.notFound' })}
      extra={
        <Button type="primary" onClick={() => history.push(PATHS.home)}>
          {intl.formatMessage({ id: 'page.backHome' })}
        </Button>
      }
    />
  );
}
