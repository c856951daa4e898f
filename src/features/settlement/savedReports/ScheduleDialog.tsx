import { Form, Select, Typography } from 'antd';
import { useEffect } from 'react';
import FormSelect from '@/components/FormSelect';
import { isolate, Name } from '@/components/text';
import RadioChoice from '@/components/RadioChoice';
import { feedback } from '@/feedback';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { LIMITS } from '@/contract/limits';
import { createReportSchedule, savedReportKeys } from '@/features/settlement/api';
import type { ReportFileFormat, ReportFixedPeriod, ReportScheduleFrequency, SavedReport } from '@/contract/typings';
import { REPORT_FILE_FORMATS, REPORT_FIXED_PERIODS, SCHEDULE_FREQUENCIES } from '@/contract/values';
import FormDialog from '@/components/FormDialog';
import { formatDay } from '@/utils/format';
import { hourLabel, scheduleLocale, useSavedText, weekdayName } from './labels';

/** The same rule as the server's: an address with a dot in its domain, nothing that could break a header. */
const EMAIL = /^[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}$/;

interface Props {
  report: SavedReport | null;
  timeZone: string;
  onClose: () => void;
}

interface Values {
  frequency: ReportScheduleFrequency;
  weekday: number;
  monthDay: number;
  hour: number;
  recipients: string[];
  format: ReportFileFormat;
  fixedPeriod: ReportFixedPeriod;
}

/** Schedules a saved report: how often, at which hour of the account's zone, to whom, as which file. */
export default function ScheduleDialog({ report, timeZone, onClose }: Props) {
  const { t, when } = useSavedText();
  const [form] = Form.useForm<Values>();
  const frequency = Form.useWatch('frequency', form);
  const create = useWrite(createReportSchedule, [savedReportKeys.all]);
  // A fixed period (issue 52): sent once, or moving on to the next period each time, as the publisher chooses.
  const isFixed = report?.period.kind === 'custom';

  useEffect(() => {
    if (report) form.resetFields();
  }, [report, form]);

  const submit = async () => {
    if (!report) return;
    // Invalid fields show their messages; nothing to send.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      const made = await create.mutateAsync({
        reportId: report.id,
        frequency: v.frequency,
        hour: v.hour,
        recipients: v.recipients.map((e) => e.trim()),
        format: v.format,
        // The delivered files speak the language of who schedules them.
        locale: scheduleLocale(),
        ...(v.frequency === 'weekly' ? { weekday: v.weekday } : {}),
        ...(v.frequency === 'monthly' ? { monthDay: v.monthDay } : {}),
        ...(isFixed ? { fixedPeriod: v.fixedPeriod } : {}),
      });
      feedback.success(t('savedReports.schedule.saved', { name: isolate(report.name), when: when(made) }));
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  const days = Array.from({ length: 7 }, (_, d) => ({ value: d, label: weekdayName(d) }));
  const monthDays = Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }));
  const hours = Array.from({ length: 24 }, (_, h) => ({ value: h, label: hourLabel(h) }));
  return (
    <FormDialog
      open={!!report}
      title={t('savedReports.schedule.title', { name: isolate(report?.name ?? '') })}
      onCancel={onClose}
      onOk={submit}
      busy={create.isPending}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          frequency: 'weekly',
          weekday: 1,
          monthDay: 1,
          hour: 8,
          recipients: [],
          format: 'xlsx',
          fixedPeriod: 'once',
        }}
      >
        {isFixed && (
          <Form.Item
            name="fixedPeriod"
            label={t('savedReports.schedule.fixedPeriod')}
            extra={t('savedReports.schedule.fixedPeriodHint', {
              start: formatDay(report.period.start),
              end: formatDay(report.period.end),
            })}
          >
            <RadioChoice
              options={REPORT_FIXED_PERIODS.map((f) => ({ value: f, label: t(`savedReports.fixedPeriod.${f}`) }))}
            />
          </Form.Item>
        )}
        <Form.Item name="frequency" label={t('savedReports.schedule.frequency')} rules={[{ required: true }]}>
          <RadioChoice
            options={SCHEDULE_FREQUENCIES.map((f) => ({ value: f, label: t(`savedReports.frequency.${f}`) }))}
          />
        </Form.Item>
        {frequency === 'weekly' && (
          <Form.Item name="weekday" label={t('savedReports.schedule.weekday')} rules={[{ required: true }]}>
            <FormSelect options={days} />
          </Form.Item>
        )}
        {frequency === 'monthly' && (
          <Form.Item
            name="monthDay"
            label={t('savedReports.schedule.monthDay')}
            extra={t('savedReports.schedule.monthEnd')}
            rules={[{ required: true }]}
          >
            <FormSelect options={monthDays} />
          </Form.Item>
        )}
        <Form.Item
          name="hour"
          label={t('savedReports.schedule.hour')}
          extra={t('savedReports.schedule.zone', { zone: timeZone })}
          rules={[{ required: true }]}
        >
          <FormSelect options={hours} />
        </Form.Item>
        <Form.Item
          name="recipients"
          label={t('savedReports.schedule.recipients')}
          extra={t('savedReports.schedule.recipientsHint', { max: LIMITS.scheduleRecipients })}
          rules={[
            { required: true, type: 'array', min: 1, message: t('savedReports.schedule.recipientsRequired') },
            {
              validator: async (_, list: string[] = []) => {
                const bad = list.filter((e) => !EMAIL.test(e.trim()));
                if (bad.length) throw new Error(t('savedReports.schedule.badEmail', { emails: bad.join(', ') }));
                if (list.length > LIMITS.scheduleRecipients)
                  throw new Error(t('savedReports.schedule.tooMany', { max: LIMITS.scheduleRecipients }));
              },
            },
          ]}
        >
          <Select
            mode="tags"
            open={false}
            tokenSeparators={[',', ';', ' ']}
            suffixIcon={null}
            aria-label={t('savedReports.schedule.recipients')}
            data-testid="schedule-recipients"
          />
        </Form.Item>
        <Form.Item name="format" label={t('savedReports.schedule.format')} rules={[{ required: true }]}>
          <RadioChoice options={REPORT_FILE_FORMATS.map((f) => ({ value: f, label: <Name>{`.${f}`}</Name> }))} />
        </Form.Item>
        <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 0 }}>
          {t('savedReports.schedule.note')}
        </Typography.Paragraph>
      </Form>
    </FormDialog>
  );
}
