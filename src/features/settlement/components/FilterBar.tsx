import { useIntl } from '@umijs/max';
import { Button, Col, DatePicker, Form, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { AdType, AppOption, Country, GroupByKey, Platform } from '@/contract/typings';
import { checkRange, MAX_RANGE_DAYS, PRESET_KEYS, presetRange, rangeDays } from '@/utils/dateRange';
import { dayPattern, formatDay } from '@/utils/format';
import { NAME_SELECT } from '@/components/text';
import {
  AD_TYPES,
  GROUP_BY_KEYS,
  HOURLY_DAYS,
  hourProblem,
  toSearch,
  type SettlementQuery,
} from '@/features/settlement/query';
import { useT } from '@/hooks/useT';
import { moreFilterCount } from '../filterCount';
import { useAdPositionOptions } from '../hooks/useFilterOptions';
import DimensionFilters from './DimensionFilters';
import GroupByChoice from './GroupByChoice';
import MultiFilter from './MultiFilter';
import PresetPeriod from './PresetPeriod';
import styles from './reportLayout.less';

export interface FilterValues {
  range?: [Dayjs, Dayjs];
  appIds: number[];
  adPositionIds: number[];
  adTypes: AdType[];
  platforms: Platform[];
  countries: Country[];
  groupBy: GroupByKey[];
}

export type AppliedFilters = Pick<
  SettlementQuery,
  'start' | 'end' | 'appIds' | 'adPositionIds' | 'adTypes' | 'platforms' | 'countries' | 'groupBy'
>;

interface Props {
  query: SettlementQuery;
  today: string;
  apps: AppOption[] | null;
  onApply: (filters: AppliedFilters) => void;
  onReset: () => void;
  /**
   * `bar` (default): the most used filters in one compact row, the others behind "More filters" (issue 33).
   * `sheet`: every filter stacked full width, the period through presets, Apply and Reset at the bottom (phone).
   */
  variant?: 'bar' | 'sheet';
}

const DAY = 'YYYY-MM-DD';

function toValues(q: SettlementQuery): FilterValues {
  return {
    range: [dayjs(q.start, DAY), dayjs(q.end, DAY)],
    appIds: q.appIds,
    adPositionIds: q.adPositionIds,
    adTypes: q.adTypes,
    platforms: q.platforms,
    countries: q.countries,
    groupBy: q.groupBy,
  };
}

/**
 * The report's filters. They are a draft until "Query": only then do they
 * go into the URL, which is what the table shows.
 */
export default function FilterBar({ query, today, apps, onApply, onReset, variant = 'bar' }: Props) {
  const intl = useIntl();
  const t = useT();
  const sheet = variant === 'sheet';
  const folded = moreFilterCount(query);
  const [more, setMore] = useState(false);
  const [form] = Form.useForm<FilterValues>();
  const formApps = Form.useWatch('appIds', form) ?? query.appIds;
  const formPositions = Form.useWatch('adPositionIds', form) ?? query.adPositionIds;
  const [positionsOpened, setPositionsOpened] = useState(false);
  const positions = useAdPositionOptions(today, formApps, positionsOpened || formPositions.length > 0);
  // Every position seen so far, to drop selected ones whose app is deselected.
  const appOfPosition = useRef(new Map<number, number>());
  positions.options?.forEach((p) => appOfPosition.current.set(p.value, p.appId));

  // The URL is the truth: back/forward and "Reset" bring the form along. Keyed by the applied
  // values, not the object: a re-made equal query (the app list arriving) must not wipe a draft
  // being edited in the phone's sheet.
  const applied = toSearch(query);
  useEffect(() => {
    form.setFieldsValue(toValues(query));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, applied]);

  const presets = useMemo(
    () =>
      PRESET_KEYS.map((key) => {
        const r = presetRange(key, today);
        return {
          label: t(`settlement.preset.${key}`),
          value: [dayjs(r.start, DAY), dayjs(r.end, DAY)] as [Dayjs, Dayjs],
        };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [today, intl.locale],
  );

  const positionGroups = useMemo(() => {
    const byApp = new Map<number, { label: string; options: { label: string; value: number }[] }>();
    for (const p of positions.options ?? []) {
      const group = byApp.get(p.appId) ?? { label: p.appName, options: [] };
      group.options.push({ label: p.label, value: p.value });
      byApp.set(p.appId, group);
    }
    return [...byApp.values()].sort((a, b) => a.label.localeCompare(b.label));
  }, [positions.options]);

  const rangeRule = {
    validator: (_: unknown, value: FilterValues['range']) => {
      const range = value && value[0] && value[1] ? { start: value[0].format(DAY), end: value[1].format(DAY) } : null;
      const problem = checkRange(range, today);
      if (!problem) return Promise.resolve();
      const values: Record<string, string | number> =
        problem === 'tooLong' && range ? { days: rangeDays(range), max: MAX_RANGE_DAYS } : { today };
      return Promise.reject(new Error(t(`settlement.range.${problem}`, values)));
    },
  };

  // Hours exist for the last 30 days only: said under the field, and nothing is sent.
  const hourRule = {
    validator: (_: unknown, groupBy: GroupByKey[] | undefined) => {
      const range = form.getFieldValue('range') as FilterValues['range'];
      const first =
        groupBy?.includes('hour') && range?.[0] ? hourProblem({ start: range[0].format(DAY) }, today) : null;
      return first
        ? Promise.reject(new Error(t('settlement.groupBy.hourRange', { days: HOURLY_DAYS, date: formatDay(first) })))
        : Promise.resolve();
    },
  };

  const submit = (v: FilterValues) => {
    if (!v.range) return;
    onApply({
      start: v.range[0].format(DAY),
      end: v.range[1].format(DAY),
      appIds: v.appIds ?? [],
      adPositionIds: v.adPositionIds ?? [],
      adTypes: v.adTypes ?? [],
      platforms: v.platforms ?? [],
      countries: v.countries ?? [],
      // An hour replaces the day (the hour's day is in its row).
      groupBy: GROUP_BY_KEYS.filter((g) => v.groupBy?.includes(g) && !(g === 'day' && v.groupBy?.includes('hour'))),
    });
  };

  const onValuesChange = (changed: Partial<FilterValues>) => {
    if (!changed.appIds) return;
    const chosen = new Set(changed.appIds);
    const kept = (form.getFieldValue('adPositionIds') as number[]).filter((id) => {
      const app = appOfPosition.current.get(id);
      return chosen.size === 0 || app === undefined || chosen.has(app);
    });
    form.setFieldValue('adPositionIds', kept);
  };

  const period = sheet ? (
    <PresetPeriod today={today} />
  ) : (
    <DatePicker.RangePicker
      style={{ inlineSize: '100%' }}
      allowClear={false}
      // Shown as the table shows days; typed ISO days are read too.
      format={[dayPattern(), DAY]}
      presets={presets}
      placeholder={[t('settlement.filter.start'), t('settlement.filter.end')]}
      disabledDate={(d) => d.format(DAY) > today}
    />
  );
  const folding = (
    <>
      <MultiFilter
        name="adPositionIds"
        label={t('settlement.filter.adPositions')}
        allLabel={t('settlement.filter.allAdPositions')}
        loading={positions.options === null && (positionsOpened || formPositions.length > 0)}
        optionFilterProp="label"
        onOpenChange={(open) => open && setPositionsOpened(true)}
        options={positionGroups}
        {...NAME_SELECT}
      />
      <MultiFilter
        name="adTypes"
        label={t('settlement.filter.adTypes')}
        allLabel={t('settlement.filter.allAdTypes')}
        options={AD_TYPES.map((a) => ({ label: t(`settlement.adType.${a}`), value: a }))}
      />
      <DimensionFilters />
    </>
  );

  return (
    <Form
      form={form}
      layout={sheet ? 'vertical' : 'horizontal'}
      className={sheet ? styles.sheet : styles.bar}
      initialValues={toValues(query)}
      onFinish={submit}
      onValuesChange={onValuesChange}
      data-testid="settlement-filters"
    >
      <Row gutter={[16, 0]}>
        {/* The period gets the room for two whole dates in every locale (zh-CN clipped "2026/11/1"). */}
        <Col xs={24} md={12} xl={9}>
          <Form.Item name="range" label={t('settlement.filter.period')} rules={[rangeRule]}>
            {period}
          </Form.Item>
        </Col>
        <MultiFilter
          name="appIds"
          label={t('settlement.filter.apps')}
          allLabel={t('settlement.filter.allApps')}
          loading={apps === null}
          optionFilterProp="label"
          options={(apps ?? []).map((a) => ({ label: a.label, value: a.value }))}
          {...NAME_SELECT}
        />
        {!sheet && (
          <Col xs={24} md={24} xl={8}>
            <Form.Item>
              <div className={styles.actions}>
                <Button aria-expanded={more} aria-controls="settlement-more-filters" onClick={() => setMore(!more)}>
                  {folded ? t('settlement.filter.moreCount', { count: folded }) : t('settlement.filter.more')}
                </Button>
                <Button type="primary" htmlType="submit">
                  {t('settlement.filter.query')}
                </Button>
                <Button onClick={onReset}>{t('common.reset')}</Button>
              </div>
            </Form.Item>
          </Col>
        )}
        <Col xs={24}>
          <Form.Item
            name="groupBy"
            label={t('settlement.filter.groupBy')}
            dependencies={['range']}
            rules={[{ type: 'array', min: 1, required: true, message: t('settlement.groupBy.required') }, hourRule]}
          >
            <GroupByChoice
              aria-label={t('settlement.filter.groupBy')}
              options={GROUP_BY_KEYS.map((g) => ({ label: t(`settlement.groupBy.${g}`), value: g }))}
            />
          </Form.Item>
        </Col>
        {/* Folded filters stay mounted (their values are in the form), only out of sight. */}
        <Col xs={24} id="settlement-more-filters" hidden={!sheet && !more}>
          <Row gutter={[16, 0]}>{folding}</Row>
        </Col>
      </Row>
      {sheet && (
        <div className={styles.sheetActions}>
          <Button onClick={onReset} size="large">
            {t('common.reset')}
          </Button>
          <Button type="primary" htmlType="submit" size="large">
            {t('settlement.filter.apply')}
          </Button>
        </div>
      )}
    </Form>
  );
}
