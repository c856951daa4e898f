/**
 * The server-side verification callback of rewarded ads (docs/traffic.md):
 * when a user earns a reward, the server calls the position's callback URL
 * with these query parameters, signed. The signature is the lowercase hex
 * HMAC-SHA256, keyed with the position's callback secret, of the other
 * parameters sorted by name and joined as `name=value&…` with the values
 * URL-encoded (encodeURIComponent); it travels as `signature`, last.
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

/** What is signed: every parameter but the signature, sorted by name. */
export function rewardCallbackMessage(params: RewardCallbackParams): string {
  return (Object.keys(params) as (keyof RewardCallbackParams)[])
    .sort()
    .map((k) => `${k}=${encodeURIComponent(params[k])}`)
    .join('&');
}

/** The address the server calls: the callback URL with the parameters and the signature appended. */
export function rewardCallbackUrl(base: string, params: RewardCallbackParams, signature: string): string {
  const sep = base.includes('?') ? '&' : '?';
  return `${base}${sep}${rewardCallbackMessage(params)}&signature=${signature}`;
}
