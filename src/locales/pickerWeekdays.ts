import type { Locale } from 'antd/es/locale';

/**
 * antd's ar_EG (and a few others) name the date picker's weekday columns in
 * full ("الأربعاء"), which run into each other in a day's narrow column (issue
 * 35). Without them the picker asks dayjs for the locale's shortest names
 * (weekdaysMin: "ح ن ث", "Su Mo Tu", "日 一 二"), as it already does for the
 * locales whose antd texts leave them out (en-US): one source for every locale.
 */
export function withShortWeekdays(locale: Locale): Locale {
  const strip = <P extends object | undefined>(picker: P): P => {
    const lang = (picker as { lang?: object } | undefined)?.lang;
    return lang ? { ...picker, lang: { ...lang, shortWeekDays: undefined } } : picker;
  };
  return { ...locale, DatePicker: strip(locale.DatePicker), Calendar: strip(locale.Calendar) } as Locale;
}
