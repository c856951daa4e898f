import { fireEvent, screen, waitFor } from '@testing-library/react';
import { matchesZone, zoneOptions, type ZoneLabelWords } from '@/components/TimeZoneSelect/zoneOptions';
import { stripIsolates } from '@/components/text/isolate';
import AccountProfile from '@/features/account/components/AccountProfile';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';
import { renderPage } from '../support/renderPage';

// The words of en-US and zh-CN (src/locales common.timeZone.*), as the picker fills them in.
const EN: ZoneLabelWords = {
  withName: ({ offset, name, city }) => `(${offset}) ${name} — ${city}`,
  cityOnly: ({ offset, city }) => `(${offset}) ${city}`,
};
const ZH: ZoneLabelWords = {
  withName: ({ offset, name, city }) => `（${offset}）${name} · ${city}`,
  cityOnly: ({ offset, city }) => `（${offset}）${city}`,
};
// Winter in the north: Los Angeles at −08:00, Sydney at +11:00, Brisbane (no summer time) at +10:00.
const JANUARY = new Date(Date.UTC(2026, 0, 15, 12));
const ZONES = [
  'UTC',
  'Asia/Shanghai',
  'America/Los_Angeles',
  'America/New_York',
  'Asia/Calcutta',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Africa/Lagos',
];
const options = zoneOptions(ZONES, 'en-US', EN, JANUARY);
const found = (query: string, list = options) => list.filter((o) => matchesZone(query, o)).map((o) => o.value);
const labelOf = (zone: string, list = options) => list.find((o) => o.value === zone)?.label;

describe('time zone options', () => {
  it('names each zone by offset, name and city, ordered by offset', () => {
    expect(labelOf('America/Los_Angeles')).toBe('(GMT\u221208:00) Pacific Time — Los Angeles');
    expect(labelOf('Asia/Shanghai')).toBe('(GMT+08:00) China Standard Time — Shanghai');
    // A browser's old canonical name shows today's city.
    expect(labelOf('Asia/Calcutta')).toBe('(GMT+05:30) India Standard Time — Kolkata');
    expect(options.map((o) => o.value)).toEqual([
      'America/Los_Angeles',
      'America/New_York',
      'Europe/London',
      'UTC',
      'Europe/Berlin',
      'Africa/Lagos',
      'Asia/Calcutta',
      'Asia/Shanghai',
      'Australia/Brisbane',
      'Australia/Sydney',
    ]);
  });

  it('finds a zone by its city with spaces, a big city, a country, a name or an offset', () => {
    expect(found('Los Angeles')).toEqual(['America/Los_Angeles']);
    expect(found('san francisco')).toEqual(['America/Los_Angeles']);
    expect(found('Beijing')).toEqual(['Asia/Shanghai']);
    expect(found('China')).toEqual(['Asia/Shanghai']);
    expect(found('Germany')).toEqual(['Europe/Berlin']);
    expect(found('pacific')).toEqual(['America/Los_Angeles']);
    expect(found('Mumbai')).toEqual(['Asia/Calcutta']);
    expect(found('-8')).toEqual(['America/Los_Angeles']);
    expect(found('GMT\u221208:00')).toEqual(['America/Los_Angeles']);
    expect(found('utc+5:30')).toEqual(['Asia/Calcutta']);
    // An offset is matched whole: +1 is Berlin and Lagos, not Brisbane's +10 or Sydney's +11.
    expect(found('+1')).toEqual(['Europe/Berlin', 'Africa/Lagos']);
    // Every word must match.
    expect(found('pacific berlin')).toEqual([]);
    expect(found('')).toHaveLength(ZONES.length);
  });

  it('speaks the user language: names and countries in Chinese, found in Chinese or English', () => {
    const zh = zoneOptions(ZONES, 'zh-CN', ZH, JANUARY);
    expect(labelOf('Asia/Shanghai', zh)).toBe('（GMT+08:00）中国标准时间 · Shanghai');
    expect(found('中国', zh)).toEqual(['Asia/Shanghai']);
    expect(found('China', zh)).toEqual(['Asia/Shanghai']);
    expect(found('德国', zh)).toEqual(['Europe/Berlin']);
  });

  it('moves with summer time', () => {
    const july = zoneOptions(['America/Los_Angeles'], 'en-US', EN, new Date(Date.UTC(2026, 6, 1)));
    expect(july[0].label).toBe('(GMT\u221207:00) Pacific Time — Los Angeles');
    expect(found('-7', july)).toEqual(['America/Los_Angeles']);
  });
});

describe('the account form picker', () => {
  setupMockApi();

  beforeEach(async () => {
    localStorage.clear();
    localStorage.setItem('umi_locale', 'en-US');
    configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/myaccount' });
    await signInAs(...DEMO);
  });

  it('finds Los Angeles by a typed city and saves its zone', async () => {
    renderPage(<AccountProfile />, { codes: ['AccountView', 'AccountManage'] });
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    const picker = screen.getByRole('combobox', { name: 'Time zone' });
    // The saved zone shows by its name, not its IANA id.
    expect(screen.getByTitle(/China Standard Time — Shanghai/)).toBeInTheDocument();

    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Beijing' } });
    expect(await screen.findByRole('option', { name: /China Standard Time — Shanghai/ })).toBeInTheDocument();

    fireEvent.change(picker, { target: { value: 'los angeles' } });
    const option = await screen.findByRole('option', { name: /Pacific Time — Los Angeles/ });
    expect(stripIsolates(option.textContent ?? '')).toMatch(/^\(GMT\u22120[78]:00\) Pacific Time — Los Angeles$/);
    // Enter picks the active option, as a keyboard user would.
    fireEvent.keyDown(picker, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('account-time-zone')).toHaveTextContent('(America/Los_Angeles)'));
  });
});
