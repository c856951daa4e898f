import { ReloadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button } from 'antd';

export interface RetryProps {
  onRetry: () => void;
  /** The button's text when an area has its own word for it; `common.retry` otherwise. */
  retryText?: string;
  small?: boolean;
}

/** The retry button of every "could not load" state. */
export default function Retry({ onRetry, retryText, small }: RetryProps) {
  const intl = useIntl();
  return (
    // The icon is decoration: the button's name is its text.
    <Button size={small ? 'small' : undefined} icon={<ReloadOutlined aria-hidden />} onClick={onRetry}>
      {retryText ?? intl.formatMessage({ id: 'common.retry' })}
    </Button>
  );
}
