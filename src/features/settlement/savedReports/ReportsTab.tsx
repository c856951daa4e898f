import { useNavigate } from '@umijs/max';
import { Button, Form, Space, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { isolate, Name } from '@/components/text';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { deleteSavedReport, savedReportKeys, updateSavedReport } from '@/features/settlement/api';
import type { SavedReport } from '@/contract/typings';
import { todayIn } from '@/utils/dateRange';
import FormDialog from '@/components/FormDialog';
import { toPageHref } from './definition';
import { useSavedText } from './labels';
import ReportNameField from './ReportNameField';
import { DeleteButton, SavedTable } from './SavedTable';

interface Props {
  reports: SavedReport[];
  timeZone: string;
  loading: boolean;
  onOpened: () => void;
  onSchedule: (report: SavedReport) => void;
}

/** The saved reports: open (the period resolved today), rename, schedule, delete. */
export default function ReportsTab({ reports, timeZone, loading, onOpened, onSchedule }: Props) {
  const { t, period } = useSavedText();
  const navigate = useNavigate();
  const [renaming, setRenaming] = useState<SavedReport | null>(null);
  const [form] = Form.useForm<{ name: string }>();
  const rename = useWrite(updateSavedReport, [savedReportKeys.all]);
  const remove = useWrite(deleteSavedReport, [savedReportKeys.all]);

  const open = (r: SavedReport) => {
    // Today in the account's zone: "last 7 days" means the seven days up to today there.
    navigate(toPageHref(r, todayIn(timeZone)));
    onOpened();
  };
  const submitRename = async () => {
    if (!renaming) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { name } = values;
    try {
      await rename.mutateAsync({ id: renaming.id, name: name.trim() });
      setRenaming(null);
    } catch (e) {
      applyFieldErrors(form, e, { only: ['name'] });
    }
  };

  const columns: ColumnsType<SavedReport> = [
    {
      key: 'name',
      title: t('savedReports.name'),
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Button
            type="link"
            style={{ padding: 0 }}
            onClick={() => open(r)}
            aria-label={t('savedReports.open', { name: isolate(r.name) })}
          >
            <Name>{r.name}</Name>
          </Button>
          {!r.mine && (
            <Typography.Text type="secondary">
              {t('savedReports.sharedBy', { owner: isolate(r.ownerName) })}
            </Typography.Text>
          )}
          {r.mine && r.shared && <Tag color="blue">{t('savedReports.shared')}</Tag>}
        </Space>
      ),
    },
    { key: 'period', title: t('savedReports.period'), render: (_, r) => period(r.period) },
    {
      key: 'actions',
      title: t('common.actions'),
      render: (_, r) => (
        <Space wrap size={4}>
          <Button type="link" size="small" onClick={() => onSchedule(r)}>
            {t('savedReports.schedule')}
          </Button>
          {r.mine && (
            <Button
              type="link"
              size="small"
              onClick={() => {
                form.setFieldsValue({ name: r.name });
                setRenaming(r);
              }}
            >
              {t('savedReports.rename')}
            </Button>
          )}
          {r.mine && (
            <DeleteButton
              title={t('savedReports.delete.title', { name: isolate(r.name) })}
              content={r.scheduleCount ? t('savedReports.delete.withSchedules', { count: r.scheduleCount }) : undefined}
              onDelete={() => remove.mutateAsync(r.id)}
            />
          )}
        </Space>
      ),
    },
  ];
  return (
    <>
      <SavedTable
        rows={reports}
        columns={columns}
        loading={loading}
        empty={t('savedReports.empty')}
        testId="saved-reports"
      />
      <FormDialog
        open={!!renaming}
        title={t('savedReports.rename.title')}
        onCancel={() => setRenaming(null)}
        onOk={submitRename}
        busy={rename.isPending}
        values="keep"
      >
        <Form form={form} layout="vertical">
          <ReportNameField />
        </Form>
      </FormDialog>
    </>
  );
}
