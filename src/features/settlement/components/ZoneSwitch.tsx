import { Segmented, Space, Typography } from 'antd';
import { BILLING_TIME_ZONE } from '@/contract/values';
import type { ReportZone } from '@/features/settlement/query';
import { useT } from '@/hooks/useT';
import styles from './reportLayout.less';

/**
 * Whose days the report counts in: the account's time zone (My account, the
 * default) or the provider's billing zone, in which months close and
 * statements are made (as Google's consoles offer). Applies at once.
 */
export default function ZoneSwitch({
  value,
  accountZone,
  onChange,
  stacked = false,
}: {
  value: ReportZone;
  accountZone: string;
  onChange: (zone: ReportZone) => void;
  /** A phone: the label over the choices, one under the other (each zone's name is long). */
  stacked?: boolean;
}) {
  const t = useT();
  return (
    <Space
      size={8}
      direction={stacked ? 'vertical' : 'horizontal'}
      style={stacked ? { display: 'flex' } : undefined}
      className={stacked ? styles.zoneStacked : undefined}
      data-testid="settlement-zone"
    >
      <Typography.Text type="secondary" id="settlement-zone-label">
        {t('settlement.zone.label')}
      </Typography.Text>
      <Segmented<ReportZone>
        size={stacked ? 'middle' : 'small'}
        vertical={stacked}
        block={stacked}
        aria-labelledby="settlement-zone-label"
        value={value}
        onChange={onChange}
        options={[
          { value: 'account', label: t('settlement.zone.account', { zone: accountZone }) },
          { value: 'billing', label: t('settlement.zone.billing', { zone: BILLING_TIME_ZONE }) },
        ]}
      />
    </Space>
  );
}
