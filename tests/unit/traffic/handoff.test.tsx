import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SNIPPET_LANGUAGES, snippetFor } from '@/features/traffic/snippets';
import DetailDrawer from '@/pages/flow/adpositions/components/DetailDrawer';
import { createAdPosition, findAdPosition } from '@/services/adPosition';
import { AD_TYPES } from '@/services/values';
import type { AdPosition } from '@/services/typings';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from './support/signIn';
import { ALL_CODES, renderPage } from '../support/renderPage';

setupMockApi();

const WRITE_WAIT = { timeout: 10000 };

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
    const kotlin = handoff.querySelector('pre[data-snippet="kotlin"]') as HTMLElement;
    expect(kotlin.textContent).toBe(snippetFor('kotlin', p));
    await userEvent.click(within(handoff).getByRole('tab', { name: 'iOS (Swift)' }));
    const swift = await waitFor(() => handoff.querySelector('pre[data-snippet="swift"]') as HTMLElement);
    expect(swift.textContent).toContain(`"${p.unitId}"`);
    await userEvent.click(within(handoff).getByRole('tab', { name: 'Unity (C#)' }));
    const csharp = await waitFor(() => handoff.querySelector('pre[data-snippet="csharp"]') as HTMLElement);
    fireEvent.click(
      within(csharp.closest('[role="tabpanel"]') as HTMLElement).getByRole('button', { name: 'Copy code' }),
    );
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
    const row = await waitFor(() => {
      const el = box.querySelector('[data-test-device="ea7583cd-a667-48bc-b806-42ecb2b48606"]');
      expect(el).not.toBeNull();
      return el as HTMLElement;
      // A write and the app read again: slow on a loaded machine.
    }, WRITE_WAIT);
    expect(input).toHaveValue('');
    await userEvent.type(input, 'ea7583cd-a667-48bc-b806-42ecb2b48606{Enter}');
    expect(await within(box).findByText('This device is already registered')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Remove ea7583cd-a667-48bc-b806-42ecb2b48606' }));
    expect(await within(box).findByText('No test devices yet.', {}, WRITE_WAIT)).toBeInTheDocument();
  });
});

describe('the rewarded callback sample', () => {
  it('is signed the way the docs say: the same address the server calls for that reward', async () => {
    await signInAs('demo');
    const made = await createAdPosition({
      appId: 1001,
      name: 'Callback reward',
      adType: 'rewarded',
      rewardName: 'Coins & gems',
      rewardAmount: 25,
      rewardCallbackUrl: 'https://api.games.example/reward?source=mc',
      floorPrice: 1,
    });
    renderPage(<DetailDrawer position={made} onClose={jest.fn()} />, { codes: ALL_CODES });
    const box = await screen.findByTestId('reward-callback');
    expect(within(box).getByTestId('reward-secret')).toHaveTextContent(made.rewardCallbackSecret as string);
    const sample = within(box).getByTestId('reward-sample');
    await waitFor(() => expect(sample.textContent).toMatch(/&signature=[0-9a-f]{64}$/));
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
    expect(sample.textContent).toBe(result.url);
    expect(result.url).toMatch(
      /^https:\/\/api\.games\.example\/reward\?source=mc&ad_position_id=\d+&reward_amount=25&reward_item=Coins%20%26%20gems&/,
    );
  });
});
