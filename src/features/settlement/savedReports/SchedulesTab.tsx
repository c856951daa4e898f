import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { isolate, Name } from '@/components/text';
import { useWrite } from '@/lib/data/useWrite';
import { deleteReportSchedule, savedReportKeys, setReportScheduleStatus } from '@/features/settlement/api';
import type { ReportSchedule } from '@/contract/typings';
import { formatDateTime } from '@/utils/format';
import { scheduleLocale, useSavedText } from './labels';
import { DeleteButton, SavedTable } from './SavedTable';

interface Props {
  schedules: ReportSchedule[];
  loading: boolean;
}

/** The account's schedules: when, to whom, next and last run with its result; pause, resume, delete. */
export default function SchedulesTab({ schedules, loading }: Props) {
  const { t, when } = useSavedText();
  const status = useWrite(setReportScheduleStatus, [savedReportKeys.schedules()]);
  const remove = useWrite(deleteReportSchedule, [savedReportKeys.all]);
  const time = (iso: string | null, zone: string) => (iso ? `${formatDateTime(iso, zone)} (${zone})` : '–');

  const columns: ColumnsType<ReportSchedule> = [
    {
      key: 'report',
      title: t('savedReports.schedule.report'),
      render: (_, s) => (
        <Space direction="vertical" size={0}>
          <Name>{s.reportName}</Name>
          <Typography.Text type="secondary">
            {when(s)} · <Name>{`.${s.format}`}</Name>
          </Typography.Text>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
            {s.recipients.join(', ')}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'next',
      title: t('savedReports.schedule.next'),
      render: (_, s) =>
        s.status === 'paused' ? (
          <Tag>{t('savedReports.status.paused')}</Tag>
        ) : s.status === 'done' ? (
          // A fixed period sent once (issue 52): nothing more will go out unless it is resumed.
          <Tag color="blue">{t('savedReports.status.done')}</Tag>
        ) : (
          time(s.nextRunAt, s.timeZone)
        ),
    },
    {
      key: 'last',
      title: t('savedReports.schedule.last'),
      render: (_, s) =>
        s.lastRun ? (
          <Space direction="vertical" size={0}>
            <span>{time(s.lastRun.at, s.timeZone)}</span>
            {s.lastRun.status === 'sent' ? (
              <Tag color="green">{t('savedReports.run.sent', { rows: s.lastRun.rows ?? 0 })}</Tag>
            ) : (
              <Tooltip title={s.lastRun.message}>
                <Tag color="red" tabIndex={0}>
                  {t('savedReports.run.failed')}
                </Tag>
              </Tooltip>
            )}
          </Space>
        ) : (
          t('savedReports.run.never')
        ),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, s) => (
        <Space wrap size={4}>
          <Button
            type="link"
            size="small"
            onClick={() =>
              // Who resumes it now sets the files' language, as who created it did.
              status.mutate({ id: s.id, status: s.status === 'active' ? 'paused' : 'active', locale: scheduleLocale() })
            }
          >
            {t(s.status === 'active' ? 'savedReports.pause' : 'savedReports.resume')}
          </Button>
          <DeleteButton
            title={t('savedReports.schedule.deleteTitle', { name: isolate(s.reportName) })}
            onDelete={() => remove.mutateAsync(s.id)}
          />
        </Space>
      ),
    },
  ];
  return (
    <SavedTable
      rows={schedules}
      columns={columns}
      loading={loading}
      empty={t('savedReports.schedule.empty')}
      testId="report-schedules"
    />
  );
}
