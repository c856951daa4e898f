import { Descriptions, Typography } from 'antd';
import type { AdPosition } from '@/contract/typings';
import { useTrafficText } from './useTrafficText';

/**
 * What a developer needs to wire the ad position into the SDK: the app ID,
 * the ad position ID and the unit ID, each with a copy button. `compact`
 * shows the three IDs in one row (above the edit form).
 */
export default function IntegrationDetails({ position, compact = false }: { position: AdPosition; compact?: boolean }) {
  const text = useTrafficText();
  const { t } = text;
  const copy = (value: string | number, label: string) => (
    <Typography.Text
      code
      copyable={{
        text: String(value),
        tooltips: [t('adPosition.integration.copy', { label }), t('common.copied')],
      }}
      data-copy={label}
      dir="ltr"
    >
      {value}
    </Typography.Text>
  );
  const appIdLabel = t('adPosition.integration.appId');
  const idLabel = t('adPosition.integration.adPositionId');
  const unitLabel = t('adPosition.integration.unitId');
  const ids = [
    { key: 'appId', label: appIdLabel, children: copy(position.appId, appIdLabel) },
    { key: 'id', label: idLabel, children: copy(position.id, idLabel) },
    { key: 'unitId', label: unitLabel, children: copy(position.unitId, unitLabel) },
  ];
  if (compact) {
    return (
      <Descriptions size="small" column={{ xs: 1, sm: 3 }} title={t('adPosition.integration.title')} items={ids} />
    );
  }
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      title={t('adPosition.integration.title')}
      items={[
        {
          key: 'app',
          label: t('adPosition.field.app'),
          children: <Typography.Text>{position.appName}</Typography.Text>,
        },
        ...ids,
        { key: 'platform', label: t('app.field.platform'), children: text.platform(position.platform) },
        { key: 'type', label: t('adPosition.field.adType'), children: text.adType(position.adType) },
      ]}
    />
  );
}
