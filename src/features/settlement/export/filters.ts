/**
 * The filters of an export as label | value rows for its preamble, named
 * (apps and ad positions by name, ad types, platforms, countries and
 * groupings in the reader's language); an ID with no known name is written as #ID.
 */
import type { SettlementParams } from '@/contract/typings';
import { formatCountry } from '@/utils/format';

type Translate = (id: string) => string;

export interface FilterNames {
  apps: { value: number; label: string }[] | null;
  adPositions: { value: number; label: string }[] | null;
}

function named(ids: number[] | undefined, options: FilterNames['apps'], all: string): string {
  if (!ids?.length) return all;
  const names = new Map((options ?? []).map((o) => [o.value, o.label]));
  return ids.map((id) => names.get(id) ?? `#${id}`).join(', ');
}

export function exportFilters(
  params: SettlementParams,
  names: FilterNames,
  t: Translate,
  locale?: string,
): [string, string][] {
  const adTypes = params.adTypes?.length
    ? params.adTypes.map((a) => t(`settlement.adType.${a}`)).join(', ')
    : t('settlement.filter.allAdTypes');
  const chosen: [string, string][] = [];
  // Platforms and countries only when chosen (most reports are not filtered by them).
  if (params.platforms?.length)
    chosen.push([
      t('settlement.filter.platforms'),
      params.platforms.map((p) => t(`settlement.platform.${p}`)).join(', '),
    ]);
  if (params.countries?.length)
    chosen.push([t('settlement.filter.countries'), params.countries.map((c) => formatCountry(c, locale)).join(', ')]);
  return [
    [t('settlement.filter.apps'), named(params.appIds, names.apps, t('settlement.filter.allApps'))],
    [
      t('settlement.filter.adPositions'),
      named(params.adPositionIds, names.adPositions, t('settlement.filter.allAdPositions')),
    ],
    [t('settlement.filter.adTypes'), adTypes],
    ...chosen,
    [t('settlement.filter.groupBy'), (params.groupBy ?? ['day']).map((g) => t(`settlement.groupBy.${g}`)).join(', ')],
  ];
}
