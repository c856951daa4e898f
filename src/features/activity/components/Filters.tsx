import { Badge, Button, DatePicker, Flex, Select, theme } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { NAME_SELECT } from '@/components/text';
import type { ActivityKind, ActivityPerson } from '@/contract/typings';
import { ACTIVITY_KINDS } from '@/contract/values';
import { presetRange, type PresetKey } from '@/utils/dateRange';
import { dayPattern } from '@/utils/format';
import { filterCount, type ActivityQuery } from '../query';
import type { ActivityText } from '../text';

const DAY = 'YYYY-MM-DD';
const PRESETS: readonly PresetKey[] = ['yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'];

interface Props {
  query: ActivityQuery;
  /** Null: the caller reads only its own entries (a sub-account), so there is no one to choose. */
  people: ActivityPerson[] | null;
  peopleLoading: boolean;
  /** Today in the account's zone: the period's days are that zone's. */
  today: string;
  text: ActivityText;
  onChange: (patch: Partial<ActivityQuery>) => void;
  onReset: () => void;
}

/** Person, kinds and period (days in the account's zone), and a reset that says how many filters are on. */
export default function Filters({ query, people, peopleLoading, today, text, onChange, onReset }: Props) {
  const { t } = text;
  const { token } = theme.useToken();
  const count = filterCount(query);
  const personLabel = (p: ActivityPerson) =>
    p.deleted ? t('activity.person.deleted', { name: p.account_name }) : p.account_name;

  return (
    <Flex wrap="wrap" gap={12} align="center" data-testid="activity-filters">
      {people ? (
        <Select<number>
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ inlineSize: 200 }}
          loading={peopleLoading}
          value={query.person}
          placeholder={t('activity.filter.everyone')}
          aria-label={t('activity.filter.person')}
          onChange={(person) => onChange({ person })}
          options={people.map((p) => ({ value: p.accountId, label: personLabel(p) }))}
          {...NAME_SELECT}
          data-testid="activity-filter-person"
        />
      ) : null}
      <Select<ActivityKind[]>
        mode="multiple"
        allowClear
        style={{ minInlineSize: 220, maxInlineSize: 420 }}
        maxTagCount="responsive"
        value={query.kinds}
        placeholder={t('activity.filter.allKinds')}
        aria-label={t('activity.filter.kind')}
        onChange={(kinds) => onChange({ kinds })}
        optionFilterProp="label"
        options={ACTIVITY_KINDS.map((k) => ({ value: k, label: text.kind(k) }))}
        data-testid="activity-filter-kind"
      />
      <DatePicker.RangePicker
        aria-label={t('activity.filter.period')}
        placeholder={[t('activity.filter.from'), t('activity.filter.to')]}
        value={query.start && query.end ? [dayjs(query.start, DAY), dayjs(query.end, DAY)] : null}
        // Shown as the tables show days; typed ISO days are read too.
        format={[dayPattern(), DAY]}
        presets={PRESETS.map((key) => {
          const { start, end } = presetRange(key, today);
          return {
            label: t(`settlement.preset.${key}`),
            value: [dayjs(start, DAY), dayjs(end, DAY)] as [Dayjs, Dayjs],
          };
        })}
        disabledDate={(d) => d.format(DAY) > today}
        onChange={(v) =>
          onChange(
            v?.[0] && v[1] ? { start: v[0].format(DAY), end: v[1].format(DAY) } : { start: undefined, end: undefined },
          )
        }
        data-testid="activity-filter-period"
      />
      <Button onClick={onReset} disabled={count === 0} data-testid="activity-filter-reset">
        <Badge count={count} size="small" offset={[6, -2]} color={token.colorPrimary}>
          {t('activity.filter.reset')}
        </Badge>
      </Button>
    </Flex>
  );
}
