import { Result } from 'antd';
import type { ReactNode } from 'react';
import type { AdPosition } from '@/services/typings';
import IntegrationDetails from './IntegrationDetails';
import { useTrafficText } from './useTrafficText';

/**
 * After creating an ad position: what was created and the IDs a developer
 * needs, with the next steps as `extra`. Creation only: an edit goes back to
 * where the user came from, and the server's toast says it was saved.
 */
export default function SavedPosition({ position, extra }: { position: AdPosition; extra: ReactNode }) {
  const { t, sentence } = useTrafficText();
  return (
    <Result
      status="success"
      title={sentence('adPosition.saved.created', { name: position.name })}
      subTitle={t('adPosition.saved.next')}
      extra={extra}
    >
      <IntegrationDetails position={position} />
    </Result>
  );
}
