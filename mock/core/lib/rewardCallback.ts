/**
 * The rewarded ads' server-side verification callback of the mock: the
 * signed address the provider calls when a user earns a reward. The signing
 * rule is src/services/contract/rewardCallback.ts, shared with the console's sample.
 */
import {
  rewardCallbackMessage,
  rewardCallbackUrl,
  type RewardCallbackParams,
} from '../../../src/services/contract/rewardCallback';
import { hmacSha256Hex } from './hash';

/** A position's callback secret. Derived from its id so that no state holds it (a provider would keep a random one). */
export function rewardCallbackSecret(adPositionId: number): string {
  return hmacSha256Hex('media-console:reward-callback', String(adPositionId)).slice(0, 32);
}

export function signedRewardCallback(base: string, adPositionId: number, params: RewardCallbackParams): string {
  const signature = hmacSha256Hex(rewardCallbackSecret(adPositionId), rewardCallbackMessage(params));
  return rewardCallbackUrl(base, params, signature);
}
