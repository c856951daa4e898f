import { Badge } from 'antd';
import type { AdPosition } from '@/services/typings';
import { servingOf, type Serving } from './serving';
import { useTrafficText } from './useTrafficText';

const BADGE: Record<Serving, 'success' | 'warning' | 'error' | 'default' | 'processing'> = {
  serving: 'success',
  appPending: 'processing',
  appRejected: 'error',
  appSuspended: 'warning',
  appDisabled: 'default',
  positionDisabled: 'default',
};

/** "Serving" or "Not serving: <why>", from the position's and its app's status (see servingOf). */
export default function ServingStatus({ position, compact }: { position: AdPosition; compact?: boolean }) {
  const { t } = useTrafficText();
  const serving = servingOf(position);
  return (
    <Badge
      status={BADGE[serving]}
      text={t(`adPosition.serving.${serving}`)}
      data-testid="serving"
      // In a table cell: small and wrapped, so the reason does not widen the table at 1280 px.
      style={compact ? { fontSize: 12, maxWidth: 150, whiteSpace: 'normal' } : undefined}
    />
  );
}
