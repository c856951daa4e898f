/**
 * The settlement page's entry to saved and scheduled reports: "Save report"
 * saves what is on screen, "Saved reports" opens the drawer with the saved
 * reports and the schedules.
 */
import { FolderOpenOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { reportSchedulesQuery, savedReportsQuery } from '@/services/savedReports';
import type { SavedReport } from '@/services/typings';
import ReportsTab from './ReportsTab';
import SaveReportDialog from './SaveReportDialog';
import ScheduleDialog from './ScheduleDialog';
import SchedulesTab from './SchedulesTab';
import { useSavedText } from './labels';

interface Props {
  /** The page's URL query as it is now. */
  search: string;
  /** Today in the report's time zone (the page's own rules for the period). */
  today: string;
}

export default function SavedReportsToolbar({ search, today }: Props) {
  const { t } = useSavedText();
  const [saving, setSaving] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [tab, setTab] = useState('reports');
  const [scheduling, setScheduling] = useState<SavedReport | null>(null);
  const reports = useQuery({ ...savedReportsQuery(), enabled: drawer || !!scheduling });
  const schedules = useQuery({ ...reportSchedulesQuery(), enabled: drawer });
  const timeZone = reports.data?.timeZone ?? '';

  return (
    <>
      <Button icon={<SaveOutlined />} onClick={() => setSaving(true)}>
        {t('savedReports.save')}
      </Button>
      <Button icon={<FolderOpenOutlined />} onClick={() => setDrawer(true)}>
        {t('savedReports.title')}
      </Button>
      <SaveReportDialog open={saving} search={search} today={today} onClose={() => setSaving(false)} />
      <Drawer open={drawer} onClose={() => setDrawer(false)} title={t('savedReports.title')} width={720}>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'reports',
              label: t('savedReports.tab.reports'),
              children: (
                <ReportsTab
                  reports={reports.data?.list ?? []}
                  timeZone={timeZone}
                  loading={reports.isLoading}
                  onOpened={() => setDrawer(false)}
                  onSchedule={setScheduling}
                />
              ),
            },
            {
              key: 'schedules',
              label: t('savedReports.tab.schedules'),
              children: <SchedulesTab schedules={schedules.data ?? []} loading={schedules.isLoading} />,
            },
          ]}
        />
      </Drawer>
      <ScheduleDialog
        report={scheduling}
        timeZone={timeZone}
        onClose={() => {
          setScheduling(null);
        }}
      />
    </>
  );
}
