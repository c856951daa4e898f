import { Space } from 'antd';
import CopyButton from '@/components/CopyButton';
import type { AdPosition } from '@/contract/typings';
import IntegrationDetails from './IntegrationDetails';
import RewardCallbackSample from './RewardCallbackSample';
import SnippetTabs from './SnippetTabs';
import TestDevices from './TestDevices';
import { useTrafficText } from './useTrafficText';

/** Everything a developer needs, after creating a position and in its drawer: IDs, code, test devices. */
export default function DeveloperHandOff({ position }: { position: AdPosition }) {
  const { t } = useTrafficText();
  // One line per ID, labelled in the user's language: pasted as is into a ticket or a chat.
  const allIds = [
    `${t('adPosition.integration.appId')}: ${position.appId}`,
    `${t('adPosition.integration.adPositionId')}: ${position.id}`,
    `${t('adPosition.integration.unitId')}: ${position.unitId}`,
  ].join('\n');
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%', textAlign: 'start' }} data-testid="handoff">
      <IntegrationDetails position={position} />
      <CopyButton text={allIds} label={t('adPosition.handoff.copyAll')}>
        {t('adPosition.handoff.copyAll')}
      </CopyButton>
      <SnippetTabs position={position} />
      <RewardCallbackSample position={position} />
      <TestDevices position={position} />
    </Space>
  );
}
