import { Segmented, Space, Typography } from 'antd';
import { BILLING_TIME_ZONE } from '@/contract/values';
import type { ReportZone } from '@/features/settlement/query';
import { useT } from '@/hooks/useT';

/**
 * Whose days the report counts in: the account's time zone (My account, the
 * default) or the provider's billing zone, in which months close and
 * statements are made (as Google's consoles offer). Applies at once.
 */
export default function ZoneSwitch({
  value,
  accountZone,
  onChange,
}: {
  value: ReportZone;
  accountZone: string;
  onChange: (zone: ReportZone) => void;
}) {
  const t = useT();
  return (
    <Space size={8} data-testid="settlement-zone">
      <Typography.Text type="secondary" id="settlement-zone-label">
        {t('settlement.zone.label')}
      </Typography.Text>
      <Segmented<ReportZone>
        size="small"
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
