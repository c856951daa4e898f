import { act } from '@testing-library/react';

/**
 * Runs a call (an API call, say) inside act() and hands back its outcome, so
 * the toast or notification it shows (src/feedback) renders before the test
 * goes on. The call settles inside act: an act whose callback rejects leaves
 * React's queued work behind.
 */
export async function inAct<T>(call: () => Promise<T>): Promise<T> {
  let outcome: PromiseSettledResult<T> | undefined;
  await act(async () => {
    [outcome] = await Promise.allSettled([call()]);
  });
  if (outcome?.status !== 'fulfilled') throw outcome?.reason;
  return outcome.value;
}
