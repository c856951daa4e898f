import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { isChallenge, type SignInOutcome } from '@/services/auth';
import type { SignInChallenge } from '@/contract/typings';

/** What the page gives each sign-in form. */
export interface SignInFormProps {
  /** Finishes the sign-in (session, menu, redirect); rejects to show an error. */
  onSignedIn: (result: SignInOutcome) => Promise<void>;
  /** Two-step sign-in: the first factor was right, the second comes next. */
  onChallenge?: (challenge: SignInChallenge) => void;
  /** Called with the failure; the form keeps what was typed. */
  onError: (e: unknown) => void;
  onStart: () => void;
  /** The form's tab is the one shown. */
  active: boolean;
}

/**
 * A sign-in call, once at a time: the page's error clears first; a challenge goes to the next step, a session
 * finishes the sign-in, a failure goes to the page.
 */
export function useSignInCall(
  { onStart, onError, onSignedIn, onChallenge }: SignInFormProps,
  call: () => Promise<SignInOutcome | SignInChallenge>,
) {
  return useSubmitOnce(async () => {
    onStart();
    try {
      const result = await call();
      if (isChallenge(result)) onChallenge?.(result);
      else await onSignedIn(result);
    } catch (e) {
      onError(e);
    }
  });
}
