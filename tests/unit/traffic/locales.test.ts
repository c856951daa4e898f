import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  AD_TYPES,
  APP_CATEGORIES,
  CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
  PLATFORMS,
  REVIEW_STATUSES,
} from '@/components/traffic/constants';
import type { SpreadsheetProblem } from '@/pages/flow/adpositions/import/checkSpreadsheet';

const dir = join(__dirname, '../../../src/locales');
const locales = readdirSync(dir).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f));
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
];

describe.each(locales)('traffic texts in %s', (file) => {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  const messages: Record<string, string> = require(join(dir, file)).default;

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
