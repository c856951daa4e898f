import { useIntl } from '@umijs/max';
import { Col, Form, Select } from 'antd';
import { formatCountry } from '@/utils/format';
import { COUNTRIES, PLATFORMS } from '@/features/settlement/query';
import { useT } from '@/hooks/useT';

/** The platform and country filters (empty: all), beside the ad type one. */
export default function DimensionFilters() {
  const intl = useIntl();
  const t = useT();
  const countries = COUNTRIES.map((c) => ({ value: c, label: `${formatCountry(c, intl.locale)} (${c})` })).sort(
    (a, b) => a.label.localeCompare(b.label, intl.locale),
  );
  return (
    <>
      <Col xs={24} md={12} xl={7}>
        <Form.Item name="platforms" label={t('settlement.filter.platforms')}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            placeholder={t('settlement.filter.allPlatforms')}
            options={PLATFORMS.map((p) => ({ label: t(`settlement.platform.${p}`), value: p }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12} xl={10}>
        <Form.Item name="countries" label={t('settlement.filter.countries')}>
          <Select
            mode="multiple"
            allowClear
            maxTagCount="responsive"
            optionFilterProp="label"
            placeholder={t('settlement.filter.allCountries')}
            options={countries}
          />
        </Form.Item>
      </Col>
    </>
  );
}
