import { Badge, Button, DatePicker, Input, InputNumber, Select, theme, Tooltip } from 'antd';
import { useAccess, useIntl } from '@umijs/max';
import dayjs, { type Dayjs } from 'dayjs';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appOptionsQuery } from '@/features/traffic';
import { materialAdPositionOptionsQuery, type Option } from '@/features/review/api';
import type { AppOption } from '@/contract/typings';
import { dayPattern } from '@/utils/format';
import { NAME_SELECT } from '@/components/text';
import { AD_TYPES, FORMATS, STATUSES } from '../constants';
import { activeFilterCount, rareFilterCount, type MaterialFilters, type StatusFilter } from '../logic/listParams';
import styles from '../CreativeReviewPage.less';

interface Props {
  filters: MaterialFilters;
  onChange: (patch: Partial<MaterialFilters>) => void;
  onReset: () => void;
}

const DAY = 'YYYY-MM-DD';
const NONE: Option<number>[] = [];
const toOptions = (list: AppOption[]): Option<number>[] => list.map(({ value, label }) => ({ value, label }));

/** Every filter the list call offers; changes apply at once (the keyword on Enter or search). */
export default function FilterBar({ filters, onChange, onReset }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const f = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const access = useAccess();
  const [keyword, setKeyword] = useState(filters.keyword);

  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const apps = useQuery({ ...appOptionsQuery(), select: toOptions }).data ?? NONE;

  const canListPositions = access.canAdPosView;
  const listPositions = canListPositions && !!filters.appId;
  const positionsQuery = useQuery({
    ...materialAdPositionOptionsQuery(filters.appId ?? 0),
    enabled: listPositions,
  });
  const positions: Option<number>[] = (listPositions && positionsQuery.data) || NONE;

  const range: [Dayjs, Dayjs] | null =
    filters.submittedFrom && filters.submittedTo ? [dayjs(filters.submittedFrom), dayjs(filters.submittedTo)] : null;
  const count = activeFilterCount(filters);
  const rare = rareFilterCount(filters);
  const [more, setMore] = useState(false);
  const badge = (n: number, text: string) => (
    <Badge count={n} size="small" offset={[6, -2]} color={token.colorPrimary}>
      {text}
    </Badge>
  );

  // Ad type and format: a clearable pick from the contract's list, its labels under review.<key>.<value>.
  const kindSelect = <K extends 'adType' | 'format'>(key: K, values: readonly NonNullable<MaterialFilters[K]>[]) => (
    <Select<MaterialFilters[K]>
      allowClear
      value={filters[key]}
      placeholder={f(`review.filter.${key}`)}
      aria-label={f(`review.filter.${key}`)}
      onChange={(value) => onChange({ [key]: value } as Partial<MaterialFilters>)}
      options={values.map((v) => ({ value: v, label: f(`review.${key}.${v}`) }))}
      data-testid={`filter-${key}`}
    />
  );

  return (
    <div role="search" data-testid="material-filters" className={styles.filterArea}>
      <div className={styles.filters}>
        <Input.Search
          className={styles.filterKeyword}
          allowClear
          value={keyword}
          maxLength={100}
          placeholder={f('review.filter.keyword')}
          aria-label={f('review.filter.keyword')}
          onChange={(e) => {
            setKeyword(e.target.value);
            // The clear button empties the field: apply that at once.
            if (!e.target.value && filters.keyword) onChange({ keyword: '' });
          }}
          onSearch={(value) => onChange({ keyword: value })}
          data-testid="filter-keyword"
        />
        <Select<StatusFilter>
          className={styles.filterStatus}
          value={filters.status}
          aria-label={f('review.filter.status')}
          onChange={(status) => onChange({ status })}
          options={[
            { value: 'all', label: f('review.status.all') },
            ...STATUSES.map((s) => ({ value: s, label: f(`review.status.${s}`) })),
          ]}
          data-testid="filter-status"
        />
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          className={styles.filterApp}
          value={filters.appId}
          placeholder={f('review.filter.app')}
          aria-label={f('review.filter.app')}
          onChange={(appId) => onChange({ appId })}
          options={apps}
          {...NAME_SELECT}
          data-testid="filter-app"
        />
        <Button
          aria-expanded={more}
          aria-controls="material-more-filters"
          onClick={() => setMore((v) => !v)}
          data-testid="filter-more"
        >
          {badge(rare, f('review.filter.more'))}
        </Button>
        <Button onClick={onReset} disabled={count === 0} data-testid="filter-reset">
          {badge(count, f('review.filter.reset'))}
        </Button>
      </div>
      {/* The rare filters: kept mounted (hidden) so their values and the app's positions stay ready. */}
      <div id="material-more-filters" className={styles.filtersMore} hidden={!more}>
        {kindSelect('adType', AD_TYPES)}
        {kindSelect('format', FORMATS)}
        {canListPositions ? (
          <Tooltip title={filters.appId ? undefined : f('review.filter.chooseAppFirst')}>
            {/* A disabled control fires no mouse events: the wrapper carries the hint. */}
            <span style={{ display: 'block' }}>
              <Select<number>
                allowClear
                showSearch
                optionFilterProp="label"
                disabled={!filters.appId}
                style={{ width: '100%' }}
                value={filters.adPositionId}
                placeholder={f('review.filter.adPosition')}
                {...NAME_SELECT}
                aria-label={f('review.filter.adPosition')}
                onChange={(adPositionId) => onChange({ adPositionId })}
                options={positions}
                data-testid="filter-adPosition"
              />
            </span>
          </Tooltip>
        ) : (
          <AdPositionIdInput value={filters.adPositionId} onChange={(adPositionId) => onChange({ adPositionId })} />
        )}
        <Tooltip title={f('review.filter.timeZone')}>
          <DatePicker.RangePicker
            className={styles.filterWide}
            value={range}
            // Shown as the table shows days; typed ISO days are read too.
            format={[dayPattern(), DAY]}
            allowEmpty={[false, false]}
            disabledDate={(d) => d.isAfter(dayjs().add(1, 'day'), 'day')}
            placeholder={[f('review.filter.submittedFrom'), f('review.filter.submittedTo')]}
            aria-label={f('review.filter.submitted')}
            onChange={(v) =>
              onChange({
                submittedFrom: v?.[0]?.format(DAY) ?? undefined,
                submittedTo: v?.[1]?.format(DAY) ?? undefined,
              })
            }
            data-testid="filter-submitted"
          />
        </Tooltip>
      </div>
    </div>
  );
}

/**
 * Without AdPosView the positions cannot be listed: the filter takes an ID,
 * applied on Enter or when the field loses focus (not on every keystroke).
 */
function AdPositionIdInput({ value, onChange }: { value?: number; onChange: (id: number | undefined) => void }) {
  const intl = useIntl();
  const [draft, setDraft] = useState<number | null>(value ?? null);
  useEffect(() => setDraft(value ?? null), [value]);
  const apply = () => {
    const next = draft ?? undefined;
    if (next !== value) onChange(next);
  };
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      min={1}
      precision={0}
      controls={false}
      value={draft}
      placeholder={intl.formatMessage({ id: 'review.filter.adPositionId' })}
      aria-label={intl.formatMessage({ id: 'review.filter.adPositionId' })}
      onChange={(v) => setDraft(v)}
      onPressEnter={apply}
      onBlur={apply}
      data-testid="filter-adPosition"
    />
  );
}
