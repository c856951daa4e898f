/**
 * The words of the page's export in the reader's language: preamble labels, coded values and the column titles by
 * key from the one source the provider's scheduled files read too (src/contract/sheet/settlementWords.ts, whose
 * ids `npm run contract` copies into src/contract/reportWords.ts).
 */
import type { useIntl } from '@umijs/max';
import type { AdType, DayStatus, Platform } from '@/contract/typings';
import { DAY_STATUSES as STATUSES } from '@/contract/values';
import { COLUMN_WORD_IDS } from '@/contract/sheet/settlementWords';
import { AD_TYPES, PLATFORMS } from '@/features/settlement/query';
import { formatCountry } from '@/utils/format';
import { formatZonedClock } from '@/contract/zonedTime';
import type { ExportLabels } from './sheetSpec';

type IntlShape = Pick<ReturnType<typeof useIntl>, 'formatMessage' | 'locale'>;

export function exportLabelsFor(intl: IntlShape): ExportLabels {
  const t = (id: string) => intl.formatMessage({ id });
  const coded = <K extends string>(kind: string, codes: readonly K[]) =>
    Object.fromEntries(codes.map((c) => [c, t(`settlement.${kind}.${c}`)])) as Record<K, string>;
  return {
    reportName: t('settlement.export.reportName'),
    sheetName: t('settlement.export.sheetName'),
    period: t('settlement.export.period'),
    timeZone: t('settlement.export.timeZone'),
    currency: t('settlement.export.currency'),
    generatedAt: t('settlement.export.generatedAt'),
    updatedAt: t('settlement.export.updatedAt'),
    total: t('settlement.total'),
    appId: t('settlement.export.appId'),
    adPositionId: t('settlement.export.adPositionId'),
    countryCode: t('settlement.export.countryCode'),
    status: coded<DayStatus>('status', STATUSES),
    adType: coded<AdType>('adType', AD_TYPES),
    platform: coded<Platform>('platform', PLATFORMS),
    columnTitle: (key) => (COLUMN_WORD_IDS[key] ? t(COLUMN_WORD_IDS[key]) : undefined),
    country: (code) => formatCountry(code, intl.locale),
    comparedWith: t('settlement.export.comparedWith'),
    compareColumn: (metric) => intl.formatMessage({ id: 'settlement.export.compareColumn' }, { metric }),
    changeColumn: (metric) => intl.formatMessage({ id: 'settlement.compare.col.change' }, { metric }),
    changeRateColumn: (metric) => intl.formatMessage({ id: 'settlement.compare.col.changeRate' }, { metric }),
    changeNew: t('settlement.change.new'),
    clock: (instant, zone) => formatZonedClock(instant, zone, intl.locale),
    partialStatus: (time) => intl.formatMessage({ id: 'settlement.status.partial' }, { time }),
    partialDay: t('settlement.export.partialDay'),
    partialDayValue: (date, time) => intl.formatMessage({ id: 'settlement.export.partialDayValue' }, { date, time }),
  };
}
