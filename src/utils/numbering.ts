/**
 * Which digits each locale writes, in one place. Every formatter of the
 * console (src/utils/format.ts, the chart axes, react-intl's plural and
 * number arguments through src/app.tsx) asks Intl with the locale this module
 * returns, so a page never mixes digit systems.
 *
 * The choice: Latin digits (0-9) in every locale, the right-to-left ones
 * included. Why not Arabic-Indic (٠-٩) for ar-EG and Extended Arabic-Indic
 * (۰-۹) for fa-IR, which Intl picks by default for them:
 * - the date pickers and tables' dates come from dayjs and antd, which write
 *   Latin digits whatever the locale; half a screen in each system is what
 *   publishers saw (the KPI cards in ٠-٩, the trend switch in 0-9);
 * - IDs, package names, bundle IDs and URLs are Latin by nature and sit next
 *   to the figures in every table;
 * - figures are copied into spreadsheets and tickets, where Latin digits are
 *   what every tool reads back; ad platforms' Arabic and Persian consoles
 *   write them the same way.
 * Changing a locale's entry here (e.g. 'ar-EG': 'arab') changes every
 * Intl-based formatter at once; the date pickers would then need dayjs's
 * digit post-formatting too.
 */
export type NumberingSystem = 'latn' | 'arab' | 'arabext';

const DEFAULT_NUMBERING: NumberingSystem = 'latn';

/** Locales whose digits differ from the default (none today; see above). */
const NUMBERING: Partial<Record<string, NumberingSystem>> = {};

/** Digits of each numbering system, for tests and checks of rendered text. */
export const DIGITS: Record<NumberingSystem, RegExp> = {
  latn: /[0-9]/,
  arab: /[\u0660-\u0669]/,
  arabext: /[\u06F0-\u06F9]/,
};

/** The bare locale of a tag that may already carry a Unicode extension ("ar-EG-u-nu-latn" → "ar-EG"). */
export function baseLocale(locale: string): string {
  const at = locale.indexOf('-u-');
  return at < 0 ? locale : locale.slice(0, at);
}

export function numberingSystem(locale: string): NumberingSystem {
  return NUMBERING[baseLocale(locale)] ?? DEFAULT_NUMBERING;
}

/**
 * The locale to hand to Intl: the console's locale with its numbering system
 * and the Gregorian calendar ("ar-EG" → "ar-EG-u-ca-gregory-nu-latn"). The
 * calendar too, because the date pickers (dayjs) only know the Gregorian one:
 * without it fa-IR's tables would write 1405/09/01 (Persian calendar) and
 * th-TH's 2569 (Buddhist era) next to a picker showing 2026-11-22.
 */
export function intlLocale(locale: string): string {
  return `${baseLocale(locale)}-u-ca-gregory-nu-${numberingSystem(locale)}`;
}
