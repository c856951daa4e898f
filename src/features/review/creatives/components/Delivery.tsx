import { useIntl } from '@umijs/max';
import { memo } from 'react';
import type { Material } from '@/contract/typings';
import { DELIVERY_CURRENCY } from '@/contract/values';
import { formatCompact, formatInteger, formatMoney } from '@/utils/format';

/** The last 7 days' impressions, in full. */
export function impressionsText(m: Pick<Material, 'impressions7d'>): string {
  return formatInteger(m.impressions7d);
}

/** The last 7 days' revenue. */
export function revenueText(m: Pick<Material, 'revenue7d'>): string {
  return formatMoney(m.revenue7d, DELIVERY_CURRENCY);
}

/** A card's line: "7 days: 12K impressions · US$67.89" (the full count in the tooltip). */
function DeliveryLine({ material: m, className }: { material: Material; className?: string }) {
  const intl = useIntl();
  return (
    <div
      className={className}
      data-testid="material-delivery"
      data-impressions={m.impressions7d}
      data-revenue={m.revenue7d}
      title={intl.formatMessage(
        { id: 'review.delivery7d' },
        { impressions: impressionsText(m), revenue: revenueText(m) },
      )}
    >
      {intl.formatMessage(
        { id: 'review.delivery7d' },
        { impressions: formatCompact(m.impressions7d), revenue: revenueText(m) },
      )}
    </div>
  );
}

export default memo(DeliveryLine);
