/**
 * The server-side verification callback of rewarded ads (docs/traffic.md):
 * when a user earns a reward, the server calls the position's callback URL
 * with these query parameters, signed. The signature is the lowercase hex
 * HMAC-SHA256, keyed with the position's callback secret, of the other
 * parameters (every one but the signatures) sorted by name and joined as
 * `name=value&…` with the values URL-encoded (encodeURIComponent); it travels
 * as `signature`, last.
 *
 * Rotation (issue 28): for REWARD_CALLBACK_GRACE_HOURS after a new secret is
 * issued, the call also carries `previous_signature`, the same message signed
 * with the old secret (Stripe-style, two signatures of one message). A
 * publisher's server accepts the call when `signature` or
 * `previous_signature` matches the secret it holds, so it keeps working until
 * it has switched to the new secret; after the grace only `signature` comes.
 *
 * One rule for the mock that signs and the console that shows a sample: part of
 * the contract (hand-written, beside the generated files).
 */
export interface RewardCallbackParams {
  ad_position_id: string;
  reward_amount: string;
  reward_item: string;
  timestamp: string;
  transaction_id: string;
  unit_id: string;
  user_id: string;
}

/** How long the secret before a rotation still signs the calls (as `previous_signature`). */
export const REWARD_CALLBACK_GRACE_HOURS = 24;

/** What is signed: every parameter but the signatures, sorted by name. */
export function rewardCallbackMessage(params: RewardCallbackParams): string {
  return (Object.keys(params) as (keyof RewardCallbackParams)[])
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k])}`)
    .join('&');
}

/**
 * The address the server calls: the callback URL with the parameters and the signature appended;
 * during a rotation's grace the old secret's signature comes before it as `previous_signature`.
 */
export function rewardCallbackUrl(
  base: string,
  params: RewardCallbackParams,
  signature: string,
  previousSignature?: string | null,
): string {
  const sep = base.includes('?') ? '&' : '?';
  const previous = previousSignature ? `&previous_signature=${previousSignature}` : '';
  return `${base}${sep}${rewardCallbackMessage(params)}${previous}&signature=${signature}`;
}
