/**
 * What each column of the ad-position import accepts, in the user's
 * language: shown in the import dialog and written as the template's second
 * sheet, so both say the same. The rules are the server's (the import
 * validates each row as /media/adPosition/create does, docs/traffic.md);
 * their limits and value sets come from the contract, never retyped here.
 */
import { IMPORT_COLUMNS, type ImportColumn } from '@/contract/importTemplate';
import { LIMITS } from '@/contract/limits';
import type { AdType } from '@/contract/typings';
import {
  AD_TYPES,
  BANNER_SIZES,
  ENABLED_STATUSES,
  FREQUENCY_CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
} from '@/contract/values';
import { PRICE_CURRENCY } from '@/features/traffic/constants';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import { formatInteger } from '@/utils/format';

export interface ColumnGuideRow {
  column: ImportColumn;
  /** The form's name of the field, in the user's language. */
  field: string;
  required: string;
  allowed: string;
  note: string;
}

/** The ad type whose rows read a column, for the columns only one type reads. */
const TYPE_OF_COLUMN: Partial<Record<ImportColumn, AdType>> = {
  bannerSize: 'banner',
  nativeTemplate: 'native',
  rewardName: 'rewarded',
  rewardAmount: 'rewarded',
  orientation: 'splash',
};

export function columnGuide(text: TrafficText): ColumnGuideRow[] {
  const { t } = text;
  const codes = <T extends string>(values: readonly T[], label?: (v: T) => string) =>
    values.map((v) => (label ? t('spreadsheet.guide.codeWithLabel', { code: v, label: label(v) }) : v)).join(', ');
  const whole = (min: number, max: number) =>
    t('spreadsheet.guide.wholeNumber', { min: formatInteger(min), max: formatInteger(max) });
  const textMax = (max: number) => t('spreadsheet.guide.textMax', { max: formatInteger(max) });

  const field: Record<ImportColumn, string> = {
    appId: t('adPosition.integration.appId'),
    name: t('adPosition.field.name'),
    adType: t('adPosition.field.adType'),
    bannerSize: t('adPosition.field.bannerSize'),
    nativeTemplate: t('adPosition.field.nativeTemplate'),
    rewardName: t('adPosition.field.rewardName'),
    rewardAmount: t('adPosition.field.rewardAmount'),
    orientation: t('adPosition.field.orientation'),
    floorPrice: t('adPosition.field.floorPrice', { currency: PRICE_CURRENCY }),
    frequencyCapCount: t('adPosition.field.frequencyCap.count'),
    frequencyCapPeriod: t('adPosition.field.frequencyCap.period'),
    status: t('common.status'),
  };
  const allowed: Record<ImportColumn, string> = {
    appId: t('spreadsheet.guide.appIdValues'),
    name: textMax(LIMITS.adPositionName),
    adType: codes(AD_TYPES, text.adType),
    bannerSize: codes(BANNER_SIZES),
    nativeTemplate: codes(NATIVE_TEMPLATES, text.nativeTemplate),
    rewardName: textMax(LIMITS.rewardName),
    rewardAmount: whole(1, LIMITS.rewardAmountMax),
    orientation: codes(ORIENTATIONS, text.orientation),
    floorPrice: t('spreadsheet.guide.money', { max: formatInteger(LIMITS.floorPriceMax), currency: PRICE_CURRENCY }),
    frequencyCapCount: whole(1, LIMITS.capCountMax),
    frequencyCapPeriod: codes(FREQUENCY_CAP_PERIODS, text.capPeriod),
    status: codes(ENABLED_STATUSES, text.status),
  };
  const required = (column: ImportColumn): string => {
    const type = TYPE_OF_COLUMN[column];
    if (type) return t('spreadsheet.guide.requiredFor', { type: text.adType(type) });
    if (column === 'appId' || column === 'name' || column === 'adType' || column === 'floorPrice')
      return t('spreadsheet.guide.required');
    return t('spreadsheet.guide.optional');
  };
  const note = (column: ImportColumn): string => {
    const type = TYPE_OF_COLUMN[column];
    if (type) return t('spreadsheet.guide.note.typeOnly', { type: text.adType(type) });
    switch (column) {
      case 'appId':
        return t('spreadsheet.guide.note.appId');
      case 'name':
        return t('spreadsheet.guide.note.name');
      case 'adType':
        return t('spreadsheet.guide.note.adType');
      case 'floorPrice':
        return t('adPosition.field.floorPrice.help');
      case 'frequencyCapCount':
      case 'frequencyCapPeriod':
        return t('spreadsheet.guide.note.frequencyCap');
      default:
        return t('spreadsheet.guide.note.status');
    }
  };
  return IMPORT_COLUMNS.map((column) => ({
    column,
    field: field[column],
    required: required(column),
    allowed: allowed[column],
    note: note(column),
  }));
}
