import { SyncOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { Code } from '@/components/text';
import { feedback } from '@/feedback';
import SecretOnceDialog from '@/lib/secrets/SecretOnceDialog';
import { maskedHint } from '@/lib/secrets/mask';
import { adPositionKeys, rotateRewardCallbackSecret } from '@/features/traffic/api';
import type { AdPosition } from '@/contract/typings';
import { rewardCallbackMessage, rewardCallbackUrl, type RewardCallbackParams } from '@/contract/rewardCallback';
import { formatDateTimeZone } from '@/utils/format';
import { useTrafficText } from './useTrafficText';

/** Where the signature goes in the sample: the console never holds the secret to compute it (issue 28). */
export const SIGNATURE_PLACEHOLDER = '<signature>';

/** The sample's fixed values: a made-up user and transaction, a fixed time, so the sample reads the same each time. */
export function sampleParams(p: AdPosition): RewardCallbackParams {
  return {
    ad_position_id: String(p.id),
    reward_amount: String(p.rewardAmount ?? ''),
    reward_item: p.rewardName ?? '',
    timestamp: '1767225600',
    transaction_id: `sample-${p.id}`,
    unit_id: p.unitId,
    user_id: 'user-42',
  };
}

const preStyle = {
  margin: 0,
  padding: 12,
  fontSize: 12,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  background: 'rgba(0, 0, 0, 0.04)',
  borderRadius: 6,
  textAlign: 'left',
} as const;

/**
 * A rewarded position's server-side verification: where the server calls, the secret of the signature and a
 * sample call with the signing rule (src/contract/rewardCallback.ts). The secret itself is shown once,
 * in a dialog, when the answer that made it arrives (creation, rotation); after that only its last four
 * characters, and only to an account that manages the position (the server sends nothing to the others).
 */
export default function RewardCallbackSample({ position: given }: { position: AdPosition }) {
  const { t } = useTrafficText();
  const { canAdPosManage } = useAccess();
  const client = useQueryClient();
  // The answer of a rotation made here replaces the position the page holds (its hint and grace changed).
  const [rotated, setRotated] = useState<AdPosition | null>(null);
  const position = rotated?.id === given.id ? rotated : given;
  // The creation's or rotation's secret, until the user says it is stored.
  const [fresh, setFresh] = useState<string | null>(given.rewardCallbackSecret);
  const [busy, setBusy] = useState(false);

  if (position.adType !== 'rewarded') return null;
  const base = position.rewardCallbackUrl;
  const hint = position.rewardCallbackSecretHint;
  const manager = canAdPosManage && hint !== null;

  const rotate = () =>
    feedback.confirm({
      title: t('adPosition.callback.rotateTitle'),
      content: t('adPosition.callback.rotateText'),
      okText: t('adPosition.callback.rotate'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        setBusy(true);
        try {
          const next = await rotateRewardCallbackSecret(position.id);
          setRotated(next);
          setFresh(next.rewardCallbackSecret);
          void client.invalidateQueries({ queryKey: adPositionKeys.all });
        } catch {
          // the request layer showed the error; keep the dialog's promise resolved
        } finally {
          setBusy(false);
        }
      },
    });

  const params = sampleParams(position);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="reward-callback">
      <SecretOnceDialog secret={fresh} onStored={() => setFresh(null)} />
      {base ? (
        <>
          <Typography.Text strong>{t('adPosition.callback.title')}</Typography.Text>
          <Typography.Text type="secondary">{t('adPosition.callback.help')}</Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('adPosition.callback.none')}</Typography.Text>
      )}
      {manager ? (
        <Space wrap>
          <Typography.Text>
            {t('adPosition.callback.secret')}{' '}
            <Typography.Text data-testid="reward-secret">
              <Code>{maskedHint(hint)}</Code>
            </Typography.Text>
          </Typography.Text>
          <Button size="small" danger icon={<SyncOutlined />} loading={busy} onClick={rotate}>
            {t('adPosition.callback.rotate')}
          </Button>
        </Space>
      ) : (
        <Typography.Text type="secondary" data-testid="reward-secret-view-only">
          {t('adPosition.callback.viewOnly')}
        </Typography.Text>
      )}
      {manager && position.rewardCallbackPreviousExpiresAt && (
        <Typography.Text type="warning" data-testid="reward-previous">
          {t('adPosition.callback.previousUntil', {
            time: formatDateTimeZone(position.rewardCallbackPreviousExpiresAt),
          })}
        </Typography.Text>
      )}
      {base && (
        <>
          <Typography.Text type="secondary">{t('adPosition.callback.sample')}</Typography.Text>
          {/* Text only: the URL is the publisher's, never a link or HTML. */}
          <pre dir="ltr" data-testid="reward-sample" style={preStyle}>
            {rewardCallbackUrl(base, params, SIGNATURE_PLACEHOLDER)}
          </pre>
          <Typography.Text type="secondary">{t('adPosition.callback.formula')}</Typography.Text>
          <pre dir="ltr" data-testid="reward-formula" style={preStyle}>
            {`${SIGNATURE_PLACEHOLDER} = hex(HMAC-SHA256(secret, "${rewardCallbackMessage(params)}"))`}
          </pre>
        </>
      )}
    </Space>
  );
}
