import { useIntl } from '@umijs/max';
import { Descriptions, Drawer, Space } from 'antd';
import { PRICE_CURRENCY } from '@/features/traffic/constants';
import { formatCap, formatShape } from '@/features/traffic/format';
import DeveloperHandOff from '@/features/traffic/DeveloperHandOff';
import ServingStatus from '@/features/traffic/ServingStatus';
import RecentTraffic from '@/features/traffic/RecentTraffic';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import type { AdPosition } from '@/contract/typings';
import { formatMoney, formatDateTimeZone } from '@/utils/format';
import { Name } from '@/components/text';

/** An ad position's integration details (IDs to copy) and settings. */
export default function DetailDrawer({ position, onClose }: { position: AdPosition | null; onClose: () => void }) {
  const intl = useIntl();
  const text = useTrafficText();
  return (
    <Drawer
      open={!!position}
      onClose={onClose}
      width={520}
      title={position ? <Name>{position.name}</Name> : null}
      aria-label={intl.formatMessage({ id: 'adPosition.integration.title' })}
    >
      {position ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <DeveloperHandOff position={position} />
          <Descriptions
            size="small"
            column={1}
            title={intl.formatMessage({ id: 'adPosition.settings' })}
            items={[
              { key: 'shape', label: text.t('adPosition.field.shape'), children: formatShape(position, text) },
              {
                key: 'floor',
                label: text.t('adPosition.field.floorPrice.short'),
                children: formatMoney(position.floorPrice, PRICE_CURRENCY),
              },
              { key: 'cap', label: text.t('adPosition.field.frequencyCap'), children: formatCap(position, text) },
              { key: 'status', label: text.t('common.status'), children: <ServingStatus serving={position.serving} /> },
              {
                key: 'recent',
                label: text.t('adPosition.recent.column'),
                children: <RecentTraffic recent={position.recent} />,
              },
              { key: 'created', label: text.t('common.createdAt'), children: formatDateTimeZone(position.createdAt) },
              { key: 'updated', label: text.t('common.updatedAt'), children: formatDateTimeZone(position.updatedAt) },
            ]}
          />
        </Space>
      ) : null}
    </Drawer>
  );
}
