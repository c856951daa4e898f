import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { AdPosition } from '@/services/typings';
import IntegrationDetails from './IntegrationDetails';
import { useTrafficText } from './useTrafficText';

/** After a save: what was saved and the IDs a developer needs, with the next steps as `extra`. */
export default function SavedPosition({
  position,
  created,
  extra,
}: {
  position: AdPosition;
  created: boolean;
  extra: ReactNode;
}) {
  const { t } = useTrafficText();
  return (
    <Result
      status="success"
      title={t(created ? 'adPosition.saved.created' : 'adPosition.saved.updated', { name: position.name })}
      subTitle={t('adPosition.saved.next')}
      extra={extra}
    >
      <IntegrationDetails position={position} />
    </Result>
  );
}
