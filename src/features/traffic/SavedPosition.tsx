import { Result, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { AdPosition } from '@/contract/typings';
import DeveloperHandOff from './DeveloperHandOff';
import ServingStatus from './ServingStatus';
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
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        {/* Whether it will serve right away, and if not why (a new app awaits review). */}
        <Space data-testid="saved-serving">
          <Typography.Text type="secondary">{t('adPosition.serving.label')}</Typography.Text>
          <ServingStatus serving={position.serving} />
        </Space>
        <DeveloperHandOff position={position} />
      </Space>
    </Result>
  );
}
