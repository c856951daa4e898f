import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CryptoJS from 'crypto-js';
import { SNIPPET_LANGUAGES, snippetFor } from '@/features/traffic/snippets';
import DetailDrawer from '@/features/traffic/adPositions/components/DetailDrawer';
import { createAdPosition, findAdPosition } from '@/features/traffic/api';
import { AD_TYPES } from '@/contract/values';
import type { AdPosition } from '@/contract/typings';
import { signInWithPassword } from '@/services/auth';
import { configureSession, rearmInvalidSession, setToken, setUserInfo } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs } from './support/signIn';

setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/adpositions' });
  rearmInvalidSession();
});

const BASE = {
  appId: 1001,
  unitId: 'mc-1001-2061',
  bannerSize: null,
  nativeTemplate: null,
  orientation: null,
  rewardAmount: null,
};

describe('snippetFor', () => {
  it.each(SNIPPET_LANGUAGES.flatMap((l) => AD_TYPES.map((a) => [l, a] as const)))(
    '%s code for a %s position carries the real app and unit IDs',
    (lang, adType) => {
      const code = snippetFor(lang, { ...BASE, adType, bannerSize: '300x250', rewardAmount: 50 });
      expect(code).toContain('"1001"');
      expect(code).toContain('"mc-1001-2061"');
      // The banner's size reaches its code (300 by 250).
      expect(/300,? ?(height: )?250/.test(code)).toBe(adType === 'banner');
    },
  );

  it('lets nothing but ID characters into the code', () => {
    const code = snippetFor('kotlin', {
      ...BASE,
      adType: 'banner',
      unitId: 'mc-1"); evil("x',
      bannerSize: '320x50',
    } as never);
    expect(code).toContain('"mc-1evilx"');
    expect(code).not.toContain('evil("');
  });
});

describe('the developer hand-off in the drawer', () => {
  async function open(id = 2001): Promise<AdPosition> {
    await signInAs('demo');
    const position = (await findAdPosition(id)) as AdPosition;
    renderPage(<DetailDrawer position={position} onClose={jest.fn()} />, { codes: ALL_CODES });
    return position;
  }

  it("copies all IDs at once and shows each language's code as text", async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const p = await open();
    const handoff = await screen.findByTestId('handoff');
    await userEvent.click(within(handoff).getByRole('button', { name: 'Copy all IDs' }));
    expect(writeText).toHaveBeenCalledWith(`App ID: 1001\nAd position ID: ${p.id}\nUnit ID (SDK): ${p.unitId}`);
    // Each language's code block is named by its tab; the hidden panels' blocks stay in the page once shown.
    const kotlin = snippet(handoff, 'Android (Kotlin)');
    expect(kotlin.textContent).toBe(snippetFor('kotlin', p));
    await userEvent.click(within(handoff).getByRole('tab', { name: 'iOS (Swift)' }));
    const swift = await waitFor(() => snippet(handoff, 'iOS (Swift)'));
    expect(swift.textContent).toContain(`"${p.unitId}"`);
    await userEvent.click(within(handoff).getByRole('tab', { name: 'Unity (C#)' }));
    const csharp = await within(handoff).findByRole('tabpanel', { name: 'Unity (C#)' });
    expect(snippet(handoff, 'Unity (C#)').textContent).toBe(snippetFor('csharp', p));
    fireEvent.click(within(csharp).getByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith(snippetFor('csharp', p)));
  });

  it('registers and removes test devices of the app, refusing what is not an advertising ID', async () => {
    await open();
    const box = await screen.findByTestId('test-devices');
    expect(within(box).getByText('No test devices yet.')).toBeInTheDocument();
    const input = within(box).getByLabelText('Advertising ID (GAID / IDFA)');
    await userEvent.type(input, 'not-an-id{Enter}');
    expect(await within(box).findByText(/Enter an advertising ID like/)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'EA7583CD-A667-48BC-B806-42ECB2B48606');
    await userEvent.click(within(box).getByRole('button', { name: /Add/ }));
    // A write and the app read again: slow on a loaded machine. The ID is stored in lower case.
    await waitFor(() => expect(within(box).getByText('ea7583cd-a667-48bc-b806-42ecb2b48606')).toBeInTheDocument());
    // The field empties once the write is through (its own update, not the list's).
    await waitFor(() => expect(input).toHaveValue(''));
    await userEvent.type(input, 'ea7583cd-a667-48bc-b806-42ecb2b48606{Enter}');
    expect(await within(box).findByText('This device is already registered')).toBeInTheDocument();
    await userEvent.click(within(box).getByRole('button', { name: 'Remove ea7583cd-a667-48bc-b806-42ecb2b48606' }));
    expect(await within(box).findByText('No test devices yet.')).toBeInTheDocument();
  });
});

/** A language's code block: in the tab panel of that name, the block of that name. */
function snippet(handoff: HTMLElement, language: string) {
  return within(within(handoff).getByRole('tabpanel', { name: language })).getByLabelText(language);
}

/**
 * The dialog showing a text. Not by its name: the test setup gives every useId one id, so a dialog opened over the
 * drawer is "named" by the drawer's title; and hidden ones count, as jsdom takes a dialog opened over the drawer
 * for hidden while antd's opening motion is pending.
 */
function dialogHolding(text: string) {
  const dialogs = screen.getAllByRole('dialog', { hidden: true }).filter((d) => within(d).queryAllByText(text).length);
  return dialogs[dialogs.length - 1];
}

describe('the rewarded callback secret and sample', () => {
  async function createRewarded(): Promise<AdPosition> {
    return createAdPosition({
      appId: 1001,
      name: 'Callback reward',
      adType: 'rewarded',
      rewardName: 'Coins & gems',
      rewardAmount: 25,
      rewardCallbackUrl: 'https://api.games.example/reward?source=mc',
      floorPrice: 1,
    });
  }

  /** The "shown once" dialog: its secret, then "I have stored it" closes it. */
  async function storeOnce(): Promise<string> {
    const shown = await screen.findByTestId('secret-once');
    const dialog = dialogHolding('Store this secret now');
    expect(dialog).toContainElement(shown);
    expect(within(dialog).getByText('Store this secret now')).toBeInTheDocument();
    const secret = shown.textContent as string;
    expect(within(dialog).getByRole('button', { name: 'Copy secret' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have stored it' }));
    await waitFor(() => expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument());
    return secret;
  }

  it('shows the new secret once, then masked; the sample is the call the server makes, signed with it', async () => {
    await signInAs('demo');
    const made = await createRewarded();
    renderPage(<DetailDrawer position={made} onClose={jest.fn()} />, { codes: ALL_CODES });
    const secret = await storeOnce();
    expect(secret).toBe(made.rewardCallbackSecret);
    const box = await screen.findByTestId('reward-callback');
    expect(within(box).getByTestId('reward-secret')).toHaveTextContent(`••••${secret.slice(-4)}`);
    expect(document.body.textContent).not.toContain(secret);
    // The sample needs no secret: the parameters as the server sends them, the signature as a placeholder.
    const sample = within(box).getByTestId('reward-sample');
    const res = await fetch(`${window.location.origin}/__mock/rewardCallback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        unitId: made.unitId,
        userId: 'user-42',
        transactionId: `sample-${made.id}`,
        timestamp: 1767225600,
      }),
    });
    const { result } = (await res.json()) as { result: { url: string } };
    const [signed, signature] = result.url.split('&signature=');
    expect(sample.textContent).toBe(`${signed}&signature=<signature>`);
    expect(result.url).toMatch(
      /^https:\/\/api\.games\.example\/reward\?source=mc&ad_position_id=\d+&reward_amount=25&reward_item=Coins%20%26%20gems&/,
    );
    // The formula shown, computed with the stored secret, gives the signature the server sent.
    const message = signed.slice(signed.indexOf('ad_position_id='));
    expect(within(box).getByTestId('reward-formula')).toHaveTextContent(message);
    expect(CryptoJS.HmacSHA256(message, secret).toString(CryptoJS.enc.Hex)).toBe(signature);
  });

  it('rotates after a confirmation: the new secret shown once, then masked, the old one in its grace', async () => {
    await signInAs('demo');
    const made = await createRewarded();
    renderPage(<DetailDrawer position={made} onClose={jest.fn()} />, { codes: ALL_CODES });
    const first = await storeOnce();
    const box = await screen.findByTestId('reward-callback');
    await userEvent.click(within(box).getByRole('button', { name: /Rotate/ }));
    await screen.findAllByText('Rotate the callback secret?');
    const confirm = dialogHolding('Rotate the callback secret?');
    expect(within(confirm).getByText(/previous_signature/)).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Rotate' }));
    const second = await storeOnce();
    expect(second).toMatch(/^[0-9a-f]{32}$/);
    expect(second).not.toBe(first);
    await waitFor(() => expect(within(box).getByTestId('reward-secret')).toHaveTextContent(`••••${second.slice(-4)}`));
    expect(within(box).getByTestId('reward-previous')).toHaveTextContent(/still signs the calls/);
    expect(document.body.textContent).not.toContain(second);
    // The server agrees: the next read carries the hint of the new one, not the secret.
    const read = (await findAdPosition(made.id)) as AdPosition;
    expect(read.rewardCallbackSecret).toBeNull();
    expect(read.rewardCallbackSecretHint).toBe(second.slice(-4));
  });

  it('a view-only account (ops01) sees no secret, no copy button and no Rotate', async () => {
    await signInAs('demo');
    const made = await createRewarded();
    const ops = await signInWithPassword({ account: 'ops01', password: 'Ops@2026' });
    setToken(ops['user-token']);
    setUserInfo(ops.userInfo);
    const seen = (await findAdPosition(made.id)) as AdPosition;
    expect(seen.rewardCallbackSecret).toBeNull();
    expect(seen.rewardCallbackSecretHint).toBeNull();
    renderPage(<DetailDrawer position={seen} onClose={jest.fn()} />, { codes: ['AppView', 'AdPosView'] });
    const box = await screen.findByTestId('reward-callback');
    expect(within(box).queryByTestId('reward-secret')).not.toBeInTheDocument();
    expect(within(box).getByTestId('reward-secret-view-only')).toHaveTextContent(
      'The secret is shown only to accounts that manage this ad position.',
    );
    expect(within(box).queryByRole('button', { name: /Rotate/ })).not.toBeInTheDocument();
    expect(within(box).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('secret-once')).not.toBeInTheDocument();
    // The sample is still there: it holds no secret.
    expect(within(box).getByTestId('reward-sample')).toHaveTextContent('&signature=<signature>');
  });
});
