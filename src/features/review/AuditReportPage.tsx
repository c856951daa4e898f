import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link, useIntl } from '@umijs/max';
import { Alert, Flex, Space, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PATHS } from '@/paths';
import { useExport } from '@/lib/spreadsheet/useExport';
import { appOptionsQuery } from '@/features/traffic';
import { auditReportQuery } from '@/features/review/api';
import { exportReport, type ExportFormat } from '@/lib/spreadsheet/exportReport';
import { formatDateTime } from '@/utils/format';
import { activeTimeZone } from '@/utils/zone';
import { checkRange, MAX_RANGE_DAYS, presetRange, todayIn, type DateRange } from '@/utils/dateRange';
import LoadError from '@/components/LoadError';
import DailyChart from './auditReport/components/DailyChart';
import Filters from './auditReport/components/Filters';
import ReportTables from './auditReport/components/ReportTables';
import Totals from './auditReport/components/Totals';
import QualityPanel from './auditReport/components/QualityPanel';
import { buildAuditSheet, type AuditView } from './auditReport/exportSheet';

/** Review statistics of creatives (no menu layout; reached from the creative review page). */
export default function AuditReportPage() {
  const intl = useIntl();
  // Days (and "today") in the account's zone, as every report's (src/utils/zone.ts); the server cuts them in it too.
  const timeZone = activeTimeZone();
  const today = useMemo(() => todayIn(timeZone), [timeZone]);
  const [range, setRange] = useState<DateRange>(() => presetRange('last30Days', today));
  const [appIds, setAppIds] = useState<number[]>([]);
  const [view, setView] = useState<AuditView>('day');
  const exporter = useExport({ failed: 'auditReport.export.failed' });
  const valid = checkRange(range, today) === null;

  const apps = useQuery(appOptionsQuery());
  // Answers are cached per filter, so an overtaken answer never lands on the current one;
  // while the next filter loads, the previous report stays (dimmed).
  const report = useQuery({
    ...auditReportQuery({ startDate: range.start, endDate: range.end, appIds, timeZone }),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const data = report.data;
  const loading = report.isFetching;

  const onExport = (format: ExportFormat) => {
    if (!data) return;
    return exporter.run(async () => {
      const names = (apps.data ?? []).filter((a) => appIds.includes(a.value)).map((a) => a.label);
      const sheet = buildAuditSheet({
        report: data,
        view,
        appNames: names,
        t: (id, values) => intl.formatMessage({ id }, values),
        generatedAt: `${formatDateTime(Date.now(), data.timeZone, intl.locale)} (${data.timeZone})`,
        locale: intl.locale,
      });
      // The row type varies with the view; the export reads rows only through the sheet's own columns.
      await exportReport(sheet as Parameters<typeof exportReport>[0], format);
    });
  };

  return (
    <div style={{ padding: 24, maxInlineSize: 1280, marginInline: 'auto' }}>
      <Space direction="vertical" size={16} style={{ display: 'flex' }}>
        <Link to={PATHS.materialReview} data-testid="audit-back">
          <ArrowLeftOutlined rotate={document.documentElement.dir === 'rtl' ? 180 : 0} aria-hidden="true" />{' '}
          {intl.formatMessage({ id: 'auditReport.back' })}
        </Link>
        <Flex justify="space-between" align="baseline" wrap="wrap" gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            {intl.formatMessage({ id: 'auditReport.title' })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {intl.formatMessage({ id: 'auditReport.timeZoneNote' }, { timeZone: data?.timeZone ?? timeZone })}
          </Typography.Text>
        </Flex>
        <Typography.Text type="secondary">{intl.formatMessage({ id: 'auditReport.subtitle' })}</Typography.Text>
        <Filters
          range={range}
          today={today}
          onRange={setRange}
          appIds={appIds}
          apps={apps.data}
          appsLoading={apps.isLoading}
          onApps={setAppIds}
          canExport={!!data && !loading}
          exporting={exporter.busy}
          onExport={(f) => void onExport(f)}
        />
        {!valid && (
          <Alert
            type="warning"
            showIcon
            message={intl.formatMessage({ id: 'auditReport.filter.rangeInvalid' }, { max: MAX_RANGE_DAYS })}
          />
        )}
        {valid && report.error && !loading ? (
          <LoadError
            onRetry={() => void report.refetch()}
            message={intl.formatMessage({ id: 'auditReport.loadFailed' })}
          />
        ) : (
          <div
            data-testid="audit-report"
            data-state={loading ? 'loading' : data ? 'ready' : 'empty'}
            data-range={data ? `${data.startDate}/${data.endDate}` : ''}
          >
            <Space direction="vertical" size={16} style={{ display: 'flex' }}>
              <Totals report={data} loading={loading} />
              <QualityPanel report={data} loading={loading} />
              {data && <DailyChart report={data} />}
              <ReportTables report={data} loading={loading} view={view} onView={setView} />
            </Space>
          </div>
        )}
      </Space>
    </div>
  );
}
