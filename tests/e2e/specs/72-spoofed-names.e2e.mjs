// Names that spoof text (issue 52): a name with a right-to-left override (U+202E) turns the text after it around
// unless it is isolated. Every place the issue found it unisolated shows it isolated now: the public invitation
// page, the created ad position's heading, the ad position list and the activity log.
import { expect, test } from '../fixtures.mjs';
import { callFromPage, resetMock, signIn, visit } from '../lib/console.mjs';

const RLO = '\u202E';
const POSITION = `${RLO}fdp.weiver Banner`;
const APP = `${RLO}exe.ppa Tide`;
const PERSON = `${RLO}nimda Ops`;
const COMPANY = `${RLO}dtL noitcA`;

/**
 * Every visible text node holding an override: is the override's run isolated, either inside an element that
 * isolates (bdi, dir=auto, unicode-bidi isolate or plaintext) holding the name alone, or between an isolate
 * initiator (LRI, RLI, FSI) and its PDI in the text itself?
 */
async function overrides(page) {
  return page.evaluate((rlo) => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent ?? '';
      const at = text.indexOf(rlo);
      if (at < 0 || !n.parentElement?.checkVisibility()) continue;
      const before = text.slice(0, at);
      const inText = /[\u2066\u2067\u2068][^\u2069]*$/.test(before) && text.indexOf('\u2069', at) > at;
      let el = n.parentElement;
      let inElement = false;
      let by = '';
      while (el && el !== document.body) {
        const bidi = getComputedStyle(el).unicodeBidi;
        if (el.tagName === 'BDI' || el.getAttribute('dir') === 'auto' || /isolate|plaintext/.test(bidi)) {
          // Isolated only when what isolates holds the name alone: a heading that isolates a whole sentence
          // still lets the override turn the rest of that sentence around.
          inElement = at === 0 && (el.textContent ?? '') === text;
          by = el.tagName;
          break;
        }
        el = el.parentElement;
      }
      found.push({ text: text.replace(rlo, '<RLO>'), isolated: inText || inElement, by });
    }
    return found;
  }, RLO);
}

async function expectIsolated(page, where) {
  await expect.poll(async () => (await overrides(page)).length, { message: `names on ${where}` }).toBeGreaterThan(0);
  for (const hit of await overrides(page)) expect(hit, where).toMatchObject({ isolated: true });
}

test.afterAll(async ({ baseURL }) => {
  // The renamed app, position and company would surprise later spec files of this worker.
  await resetMock(baseURL);
});

test('spoofed names: isolated on the ad position list, its created heading and the activity log', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', { redirect: '/version.json' });
  expect((await callFromPage(page, '/media/app/update', { id: 1001, name: APP })).code).toBe(0);
  expect((await callFromPage(page, '/media/adPosition/update', { id: 2001, name: POSITION })).code).toBe(0);

  await visit(page, baseURL, '/flow/adpositions?appId=1001', (p) => p.locator('tbody tr[data-row-key]').first());
  await expectIsolated(page, 'the ad position list');

  // A new position named with an override: the result page's heading quotes it.
  await visit(page, baseURL, '/appform/createAdPosition?appId=1001', (p) => p.getByLabel('Ad position name'));
  await page.getByLabel('Ad position name').fill(`${RLO}wen Banner`);
  await page.getByText('Banner', { exact: true }).first().click();
  await page
    .locator('form')
    .getByRole('button', { name: /^(Create|Save)$/ })
    .click();
  await page.getByText(/Ad position “.*” created/).waitFor();
  await expectIsolated(page, 'the created ad position');

  await visit(page, baseURL, '/accounts/activity', (p) => p.locator('tbody tr[data-row-key]').first());
  await expectIsolated(page, 'the activity log');
});

test('spoofed names: isolated on the public invitation page', async ({ page, baseURL, browser }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/version.json' });
  expect((await callFromPage(page, '/media/update', { company: COMPANY })).code).toBe(0);
  const invited = await callFromPage(page, '/media/subAccount/invite', {
    account_name: 'spoofhire',
    name: PERSON,
    email: 'spoof.hire@studio.test',
    menuCodes: ['HomeView'],
    appIds: [1001],
  });
  expect(invited.code).toBe(0);
  const notices = await (await fetch(`${baseURL}/__mock/notices?email=spoof.hire%40studio.test`)).json();
  const link = /\/user\/password\?token=[0-9a-f]+/.exec(notices.result[0].text)[0];
  // The invitee has no session: a browser of its own.
  const context = await browser.newContext({ locale: 'en-US' });
  try {
    const invitee = await context.newPage();
    await invitee.goto(`${baseURL}${link}`);
    await invitee.getByRole('heading', { level: 2 }).waitFor();
    await expectIsolated(invitee, 'the invitation page');
  } finally {
    await context.close();
  }
});
