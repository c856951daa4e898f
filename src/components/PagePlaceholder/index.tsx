import { Card, Empty, Typography } from 'antd';
import { useIntl } from '@umijs/max';

/** A page whose screen a later issue builds: its title and a short note. */
export default function PagePlaceholder({ name }: { name: string }) {
  const intl = useIntl();
  return (
    <div style={{ padding: 24 }}>
      <Typography.Title level={3}>{intl.formatMessage({ id: `route.${name}` })}</Typography.Title>
      <Card>
        <Empty description={intl.formatMessage({ id: 'page.placeholder' })} />
      </Card>
    </div>
  );
}
