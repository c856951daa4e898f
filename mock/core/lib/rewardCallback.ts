/**
 * The rewarded ads' server-side verification callback of the mock: the
 * signed address the provider calls when a user earns a reward. The signing
 * rule is src/contract/rewardCallback.ts, shared with the console's sample.
 *
 * Each rewarded position has a random secret in the state (issue 28). It is
 * sent only to an account that manages the position, and only in the answer
 * that made it (creation, rotation); every other answer carries its last four
 * characters (to managers) or nothing (to view-only accounts).
 */
import {
  REWARD_CALLBACK_GRACE_HOURS,
  rewardCallbackMessage,
  rewardCallbackUrl,
  type RewardCallbackParams,
} from '../../../src/contract/rewardCallback';
import type { AdPositionRecord } from '../state';
import { hmacSha256Hex } from './hash';
import { randomHex } from './random';

/** After a rotation the old secret still signs (as `previous_signature`) this long. */
export const CALLBACK_GRACE_MS = REWARD_CALLBACK_GRACE_HOURS * 3600 * 1000;

/** 32 hex digits from the platform's CSPRNG. */
export function newCallbackSecret(): string {
  return randomHex(16);
}

/** A new position's secret fields: a fresh secret for a rewarded one, none for the others. */
export function callbackSecretFields(
  adType: AdPositionRecord['adType'],
): Pick<
  AdPositionRecord,
  'callbackSecret' | 'callbackPreviousSecret' | 'callbackPreviousExpiresAt' | 'callbackRotatedAt'
> {
  return {
    callbackSecret: adType === 'rewarded' ? newCallbackSecret() : null,
    callbackPreviousSecret: null,
    callbackPreviousExpiresAt: null,
    callbackRotatedAt: null,
  };
}

type Secrets = Pick<AdPositionRecord, 'callbackSecret' | 'callbackPreviousSecret' | 'callbackPreviousExpiresAt'>;

/** The old secret while its grace lasts (null once it is over). */
export function callbackGraceSecret(p: Secrets, now: number): string | null {
  return p.callbackPreviousSecret && p.callbackPreviousExpiresAt && p.callbackPreviousExpiresAt > now
    ? p.callbackPreviousSecret
    : null;
}

/** A new secret; the current one signs beside it until the grace ends (one old secret at a time). */
export function rotateCallbackSecret(p: AdPositionRecord, now: number): string {
  p.callbackPreviousSecret = p.callbackSecret;
  p.callbackPreviousExpiresAt = p.callbackSecret ? now + CALLBACK_GRACE_MS : null;
  p.callbackSecret = newCallbackSecret();
  p.callbackRotatedAt = now;
  return p.callbackSecret;
}

export function signedRewardCallback(p: AdPositionRecord, now: number, params: RewardCallbackParams): string {
  const message = rewardCallbackMessage(params);
  const previous = callbackGraceSecret(p, now);
  return rewardCallbackUrl(
    p.rewardCallbackUrl ?? '',
    params,
    hmacSha256Hex(p.callbackSecret ?? '', message),
    previous ? hmacSha256Hex(previous, message) : null,
  );
}
