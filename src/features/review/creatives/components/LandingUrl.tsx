import { ExportOutlined, WarningOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { openExternal, safeHttpUrl } from '@/utils/url';
import styles from '../CreativeReviewPage.less';

/**
 * The landing URL as text. It is opened only when the reviewer asks, in a
 * new tab without access to the console, and only when it is http(s);
 * anything else (javascript:, data:, …) is marked unsafe and never opened.
 */
export default function LandingUrl({ url }: { url: string }) {
  const intl = useIntl();
  if (!url)
    return <Typography.Text type="secondary">{intl.formatMessage({ id: 'review.link.empty' })}</Typography.Text>;
  const safe = safeHttpUrl(url);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      <Typography.Text className={styles.urlText} copyable={{ text: url }} data-testid="landing-url-text" dir="ltr">
        {url}
      </Typography.Text>
      {safe ? (
        <Button
          size="small"
          icon={<ExportOutlined />}
          onClick={() => openExternal(safe)}
          data-testid="landing-url-open"
        >
          {intl.formatMessage({ id: 'review.link.open' })}
        </Button>
      ) : (
        <Tooltip title={intl.formatMessage({ id: 'review.link.unsafeHelp' })}>
          <Tag icon={<WarningOutlined />} color="warning" data-testid="landing-url-unsafe" tabIndex={0}>
            {intl.formatMessage({ id: 'review.link.unsafe' })}
          </Tag>
        </Tooltip>
      )}
    </Space>
  );
}

/** One-line form for cards and table cells: text only, unsafe ones marked. */
export function LandingUrlLine({ url, className }: { url: string; className?: string }) {
  const intl = useIntl();
  const safe = !!safeHttpUrl(url);
  return (
    // URLs read left to right even in RTL pages, so a long one is cut at its end, not its start.
    <span
      className={className ? `${styles.urlLine} ${className}` : styles.urlLine}
      title={url}
      data-testid="landing-url-line"
      dir="ltr"
    >
      {!safe && url ? (
        <WarningOutlined className={styles.unsafe} aria-label={intl.formatMessage({ id: 'review.link.unsafe' })} />
      ) : null}{' '}
      {url || intl.formatMessage({ id: 'review.link.empty' })}
    </span>
  );
}
