import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Alert, Button } from 'antd';

/** Inline error state with a retry; the request layer has already shown what went wrong. */
export default function LoadError({ onRetry, message }: { onRetry: () => void; message: string }) {
  const intl = useIntl();
  return (
    <Alert
      type="error"
      showIcon
      message={message}
      action={
        <Button size="small" icon={<ReloadOutlined />} onClick={onRetry}>
          {intl.formatMessage({ id: 'common.retry' })}
        </Button>
      }
    />
  );
}
