import { WarningFilled } from '@ant-design/icons';
import { Alert, theme } from 'antd';
import type { ReactNode } from 'react';
import Retry from './Retry';
import styles from './index.less';

export interface LoadErrorProps {
  /** What could not be loaded (the request layer has already said why). */
  message: string;
  onRetry: () => void;
  /**
   * Where it stands: `alert` (default) a line above or in place of one part of a page; `result` in place of a
   * whole card, drawer or page whose content did not load. In a table's empty area: ./EmptyLoadError.
   */
  variant?: 'alert' | 'result';
  /** The retry button's text when an area has its own word for it; `common.retry` otherwise. */
  retryText?: string;
  /** More actions after the retry (`result` only), such as the way back to a list. */
  extra?: ReactNode;
}

/** antd's Result with status "warning", drawn here (index.less says why). */
function WarningResult({ title, extra }: { title: string; extra: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div className={styles.result}>
      <div className={styles.icon} style={{ color: token.colorWarning }}>
        <WarningFilled aria-hidden />
      </div>
      <div className={styles.title}>{title}</div>
      <div className={styles.extra}>{extra}</div>
    </div>
  );
}

/** The console's one "could not load, Retry" state. */
export default function LoadError({ message, onRetry, variant = 'alert', retryText, extra }: LoadErrorProps) {
  const retry = <Retry onRetry={onRetry} retryText={retryText} small={variant === 'alert'} />;
  if (variant === 'result')
    return (
      <WarningResult
        title={message}
        extra={
          <>
            {retry}
            {extra}
          </>
        }
      />
    );
  return <Alert type="error" showIcon message={message} action={retry} />;
}
