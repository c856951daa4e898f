/** @jest-environment node */
import { proIntl } from '@/layouts/proIntl';
import arEG from '@/locales/ar-EG/pro';
import enUS from '@/locales/en-US/pro';
import zhCN from '@/locales/zh-CN/pro';

describe('proIntl', () => {
  it("words pro-components' toolbar and column settings with our messages", () => {
    const en = proIntl('en-US', enUS);
    expect(en.getMessage('tableToolBar.columnSetting', 'x')).toBe('Column settings');
    expect(en.getMessage('tableToolBar.reload', 'x')).toBe('Reload');
    expect(proIntl('zh-CN', zhCN).getMessage('tableToolBar.columnDisplay', 'x')).toBe('列展示');
    expect(proIntl('ar-EG', arEG).getMessage('tableToolBar.leftPin', 'x')).toBe('تثبيت في البداية');
  });

  it("falls back to pro-components' own locale, then to the caller's default", () => {
    expect(proIntl('zh-CN', {}).getMessage('tableToolBar.reload', 'x')).toBe('刷新');
    expect(proIntl('en-US', {}).getMessage('no.such.key', 'fallback')).toBe('fallback');
    // A locale pro-components does not know reads English, not Chinese.
    expect(proIntl('xx-XX', {}).getMessage('tableToolBar.reload', 'x')).toBe('Refresh');
  });

  it('reads the locale as react-intl names it, with its numbering and calendar', () => {
    // The console's intl locale is e.g. ar-EG-u-ca-gregory-nu-latn (src/utils/numbering.ts).
    expect(proIntl('ar-EG-u-ca-gregory-nu-latn', {}).getMessage('tableForm.selectPlaceholder', 'x')).toBe(
      'الرجاء الإختيار',
    );
    expect(proIntl('zh-CN-u-nu-latn', {}).getMessage('tableToolBar.reload', 'x')).toBe('刷新');
  });

  it('ignores message values that are not text', () => {
    expect(proIntl('en-US', { 'pro.tableToolBar.reload': 42 }).getMessage('tableToolBar.reload', 'x')).toBe('Refresh');
  });

  it('no en-US text of ours is Title Case (the library wrote "Column Display", "Full Screen")', () => {
    const titleCase = Object.values(enUS).filter((text) => /^[A-Z][a-z]+ [A-Z]/.test(text));
    expect(titleCase).toEqual([]);
  });
});
