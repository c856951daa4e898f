import { DatePicker, Flex, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ExportFormat } from '@/lib/spreadsheet/exportReport';
import ExportMenu from '@/lib/spreadsheet/ExportMenu';
import type { AppOption } from '@/contract/typings';
import { dayPattern } from '@/utils/format';
import { NAME_SELECT } from '@/components/text';
import { MAX_RANGE_DAYS, presetRange, type DateRange, type PresetKey } from '@/utils/dateRange';
import { useT } from '@/hooks/useT';

/** The audit report offers the longer periods only (review counts of one day say little). */
const PRESET_KEYS: readonly PresetKey[] = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'];

interface Props {
  range: DateRange;
  today: string;
  onRange: (range: DateRange) => void;
  appIds: number[];
  apps: AppOption[] | undefined;
  appsLoading: boolean;
  onApps: (ids: number[]) => void;
  canExport: boolean;
  exporting: boolean;
  onExport: (format: ExportFormat) => void;
}

const FMT = 'YYYY-MM-DD';

/** Date range (with presets), app filter and the export menu. */
export default function Filters(props: Props) {
  const t = useT();
  const { range, today } = props;
  const todayDay = dayjs(today, FMT);

  return (
    <Flex wrap="wrap" gap={12} align="center" data-testid="audit-filters">
      <span data-testid="audit-range">
        <DatePicker.RangePicker
          aria-label={t('auditReport.filter.range')}
          allowClear={false}
          value={[dayjs(range.start, FMT), dayjs(range.end, FMT)]}
          // Shown as the tables show days; typed ISO days are read too.
          format={[dayPattern(), FMT]}
          presets={PRESET_KEYS.map((key) => {
            const { start, end } = presetRange(key, today);
            return {
              label: t(`auditReport.preset.${key}`),
              value: [dayjs(start, FMT), dayjs(end, FMT)] as [Dayjs, Dayjs],
            };
          })}
          // No day after today, and no range longer than the server accepts.
          disabledDate={(current, info) => {
            if (current.isAfter(todayDay, 'day')) return true;
            const from = info?.from;
            return !!from && Math.abs(current.diff(from, 'day')) >= MAX_RANGE_DAYS;
          }}
          onChange={(values) => {
            if (values?.[0] && values[1]) props.onRange({ start: values[0].format(FMT), end: values[1].format(FMT) });
          }}
        />
      </span>
      <span data-testid="audit-apps">
        <Select<number[]>
          mode="multiple"
          allowClear
          aria-label={t('auditReport.filter.apps')}
          placeholder={t('auditReport.filter.allApps')}
          style={{ minInlineSize: 240, maxInlineSize: 480 }}
          maxTagCount="responsive"
          loading={props.appsLoading}
          value={props.appIds}
          onChange={props.onApps}
          optionFilterProp="label"
          {...NAME_SELECT}
          options={(props.apps ?? []).map((a) => ({ value: a.value, label: a.label }))}
        />
      </span>
      <ExportMenu
        labelId={(f) => `auditReport.export.${f}`}
        onExport={props.onExport}
        busy={props.exporting}
        disabled={!props.canExport}
        testId="audit-export"
      />
    </Flex>
  );
}
