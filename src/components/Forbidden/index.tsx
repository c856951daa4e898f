import { PATHS } from '@/paths';
import { Button, Result } from 'antd';
import { history, useIntl } from '@umijs/max';

/** 403: the account's menu codes do not allow this page. */
export default function Forbidden() {
  const intl = useIntl();
  return (
    <Result
      status="403"
      title="403"
      subTitle={intl.formatMessage({ id: 'page.forbidden' })}
      extra={
        <Button type="primary" onClick={() => history.push(PATHS.home)}>
          {intl.formatMessage({ id: 'page.backHome' })}
        </Button>
      }
    />
  );
}
