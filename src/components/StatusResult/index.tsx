import { Button, Result } from 'antd';
import { history } from '@umijs/max';
import { PATHS } from '@/paths';
import { useT } from '@/hooks/useT';

/** A page the console cannot show (403, 404): the status, why (a locale key), and the way back home. */
export default function StatusResult({ status, reason }: { status: '403' | '404'; reason: string }) {
  const t = useT();
  return (
    <Result
      status={status}
      title={status}
      subTitle={t(reason)}
      extra={
        <Button type="primary" onClick={() => history.push(PATHS.home)}>
          {t('page.backHome')}
        </Button>
      }
    />
  );
}
