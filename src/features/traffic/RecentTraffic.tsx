import { Space, Typography } from 'antd';
import type { RecentTraffic as Recent } from '@/contract/typings';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';
import { PRICE_CURRENCY } from './constants';
import { useTrafficText } from './useTrafficText';

/**
 * An ad position's last 7 days (the server's figures): requests, fill rate
 * and eCPM, one per line so the list's cell stays narrow at 1280 px.
 */
export default function RecentTraffic({ recent, compact }: { recent: Recent; compact?: boolean }) {
  const { t } = useTrafficText();
  if (compact) {
    // A list row (issue 33): requests and eCPM on one line, the fill rate beside them. The eCPM says it is one (issue
    // 52: a bare "$21.85" beside the requests read as revenue).
    const parts = [
      t('adPosition.recent.requests', { value: formatInteger(recent.requests) }),
      t('adPosition.recent.ecpm', { value: formatMoney(recent.ecpm, PRICE_CURRENCY) }),
      t('adPosition.recent.fillRate', { value: formatPercent(recent.fillRate, 1) }),
    ];
    return (
      <span
        data-testid="recent-traffic"
        title={parts.join(' · ')}
        style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
      >
        {parts[0]}
        <Typography.Text type="secondary"> · {parts[1]}</Typography.Text>
      </span>
    );
  }
  const style = compact ? { fontSize: 12 } : undefined;
  return (
    <Space direction="vertical" size={0} data-testid="recent-traffic" style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Typography.Text style={style}>
        {t('adPosition.recent.requests', { value: formatInteger(recent.requests) })}
      </Typography.Text>
      <Typography.Text type="secondary" style={style}>
        {t('adPosition.recent.fillRate', { value: formatPercent(recent.fillRate, 1) })}
      </Typography.Text>
      <Typography.Text type="secondary" style={style}>
        {t('adPosition.recent.ecpm', { value: formatMoney(recent.ecpm, PRICE_CURRENCY) })}
      </Typography.Text>
    </Space>
  );
}
