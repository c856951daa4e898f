// Issue 35, defect 5: antd's ar_EG names the date picker's weekday columns in full ("الأربعاء"), which ran
// into each other; the picker now takes every locale's shortest names from dayjs (src/locales/pickerWeekdays.ts).
import { act, render, screen } from '@testing-library/react';
import { ConfigProvider, DatePicker } from 'antd';
import { activeAntdLocale, ANTD_LOCALES, loadFormats } from '@/locales/lazy';

/** The weekday header of the open picker's month, as the locale's user reads it. */
async function weekdayHeader(locale: string): Promise<string[]> {
  // antd's locale arriving re-renders the app's providers: inside act, as in the app's own start.
  await act(() => loadFormats(locale));
  const view = render(
    <ConfigProvider locale={activeAntdLocale()}>
      <DatePicker open />
    </ConfigProvider>,
  );
  const names = (await screen.findAllByRole('columnheader')).map((h) => h.textContent ?? '');
  view.unmount();
  return names;
}

describe('the date picker names weekdays briefly in every locale', () => {
  // First: a locale's formats load once per page (and here once per file), and each sets dayjs's locale.
  it('ar-EG: one letter a day, starting on Saturday', async () => {
    expect(await weekdayHeader('ar-EG')).toEqual(['س', 'ح', 'ن', 'ث', 'ر', 'خ', 'ج']);
  });

  it.each(Object.keys(ANTD_LOCALES).filter((l) => l !== 'ar-EG'))('%s', async (locale) => {
    const names = await weekdayHeader(locale);
    expect(names).toHaveLength(7);
    expect(new Set(names).size).toBe(7);
    // A day's column is about 36 px: three characters at most (th-TH "พฤ.").
    for (const name of names) expect(name.length).toBeLessThanOrEqual(3);
  });
});
