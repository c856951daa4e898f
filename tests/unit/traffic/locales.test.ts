import { join } from 'node:path';
import {
  AD_TYPES,
  APP_CATEGORIES,
  CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
  PLATFORMS,
  REVIEW_STATUSES,
} from '@/features/traffic/constants';
import type { SpreadsheetProblem } from '@/features/traffic/adPositions/import/checkSpreadsheet';
import { SUPPORTED_LOCALES } from '@/session';
import { CONTENT_RATINGS } from '@/contract/values';

const dir = join(__dirname, '../../../src/locales');
const PROBLEMS: SpreadsheetProblem[] = ['missing', 'type', 'empty', 'tooLarge'];

// Labels built from a value (`app.category.${c}`) escape a static key check: every value needs one.
const dynamicKeys = [
  ...PLATFORMS.map((p) => `app.platform.${p}`),
  ...APP_CATEGORIES.map((c) => `app.category.${c}`),
  ...REVIEW_STATUSES.flatMap((s) => [`app.review.${s}`, `app.reviewHelp.${s}`]),
  ...AD_TYPES.flatMap((a) => [`adPosition.type.${a}`, `adPosition.typeHelp.${a}`]),
  ...NATIVE_TEMPLATES.map((n) => `adPosition.template.${n}`),
  ...ORIENTATIONS.map((o) => `adPosition.orientation.${o}`),
  ...CAP_PERIODS.flatMap((p) => [`adPosition.cap.per.${p}`, `adPosition.cap.value.${p}`]),
  ...PROBLEMS.map((p) => `spreadsheet.refused.${p}`),
  ...CONTENT_RATINGS.map((r) => `app.contentRating.${r}`),
];

describe.each([...SUPPORTED_LOCALES])('traffic texts in %s', (locale) => {
  // Every area of a locale, the bundled ones and the lazily loaded ones alike.
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const messages: Record<string, string> = {
    ...require(join(dir, locale, 'core')).default,
    ...require(join(dir, locale, 'console')).default,
  };

  it('label every platform, category, status, ad type, template, orientation, cap period and refusal', () => {
    expect(dynamicKeys.filter((k) => !(k in messages))).toEqual([]);
  });

  it('keep the ICU placeholders the code fills in', () => {
    expect(messages['spreadsheet.result.summary']).toMatch(/\{acceptedText\}/);
    expect(messages['spreadsheet.result.summary']).toMatch(/\{rejectedText\}/);
    expect(messages['adPosition.field.floorPrice']).toMatch(/\{currency\}/);
    expect(messages['spreadsheet.refused.tooLarge']).toMatch(/\{max\}/);
  });
});
