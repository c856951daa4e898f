import { useIntl } from '@umijs/max';
import { formatCountry } from '@/utils/format';
import { COUNTRIES, PLATFORMS } from '@/features/settlement/query';
import { useT } from '@/hooks/useT';
import MultiFilter from './MultiFilter';

/** The platform and country filters (empty: all), beside the ad type one. */
export default function DimensionFilters() {
  const intl = useIntl();
  const t = useT();
  const countries = COUNTRIES.map((c) => ({ value: c, label: `${formatCountry(c, intl.locale)} (${c})` })).sort(
    (a, b) => a.label.localeCompare(b.label, intl.locale),
  );
  return (
    <>
      <MultiFilter
        name="platforms"
        label={t('settlement.filter.platforms')}
        allLabel={t('settlement.filter.allPlatforms')}
        options={PLATFORMS.map((p) => ({ label: t(`settlement.platform.${p}`), value: p }))}
      />
      <MultiFilter
        name="countries"
        label={t('settlement.filter.countries')}
        allLabel={t('settlement.filter.allCountries')}
        xl={10}
        optionFilterProp="label"
        options={countries}
      />
    </>
  );
}
