import { Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Code } from '@/components/text';
import type { AdPosition } from '@/services/typings';
import {
  rewardCallbackMessage,
  rewardCallbackUrl,
  type RewardCallbackParams,
} from '@/services/contract/rewardCallback';
import { useTrafficText } from './useTrafficText';

/** The sample's fixed values: a made-up user and transaction, a fixed time, so the sample reads the same each time. */
function sampleParams(p: AdPosition): RewardCallbackParams {
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

/** HMAC-SHA256 in hex with crypto-js, loaded only when a sample is shown (it is in no other chunk). */
async function sign(secret: string, message: string): Promise<string> {
  const [{ default: hmacSha256 }, { default: hex }] = await Promise.all([
    import('crypto-js/hmac-sha256'),
    import('crypto-js/enc-hex'),
  ]);
  return hmacSha256(message, secret).toString(hex);
}

/**
 * A rewarded position's server-side verification: where the server calls,
 * the secret of the signature, and a sample call signed the way the docs
 * say (src/services/contract/rewardCallback.ts), so a developer can test the check.
 */
export default function RewardCallbackSample({ position }: { position: AdPosition }) {
  const { t } = useTrafficText();
  const [sample, setSample] = useState<string | null>(null);
  const { rewardCallbackUrl: base, rewardCallbackSecret: secret } = position;
  useEffect(() => {
    if (!base || !secret) return undefined;
    let live = true;
    const params = sampleParams(position);
    void sign(secret, rewardCallbackMessage(params)).then((signature) => {
      if (live) setSample(rewardCallbackUrl(base, params, signature));
    });
    return () => {
      live = false;
    };
  }, [base, secret, position]);
  if (position.adType !== 'rewarded') return null;
  if (!base || !secret) {
    return (
      <Typography.Text type="secondary" data-testid="reward-callback">
        {t('adPosition.callback.none')}
      </Typography.Text>
    );
  }
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="reward-callback">
      <Typography.Text strong>{t('adPosition.callback.title')}</Typography.Text>
      <Typography.Text type="secondary">{t('adPosition.callback.help')}</Typography.Text>
      <Typography.Text>
        {t('adPosition.callback.secret')}{' '}
        <Typography.Text copyable={{ text: secret }} data-testid="reward-secret">
          <Code>{secret}</Code>
        </Typography.Text>
      </Typography.Text>
      <Typography.Text type="secondary">{t('adPosition.callback.sample')}</Typography.Text>
      {/* Text only: the URL is the publisher's, never a link or HTML. */}
      <pre
        dir="ltr"
        data-testid="reward-sample"
        style={{
          margin: 0,
          padding: 12,
          fontSize: 12,
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: 'rgba(0, 0, 0, 0.04)',
          borderRadius: 6,
          textAlign: 'left',
        }}
      >
        {sample ?? ''}
      </pre>
    </Space>
  );
}
