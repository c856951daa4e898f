import { useQuery } from '@tanstack/react-query';
import { Drawer, Tabs } from 'antd';
import { useState } from 'react';
import { reportSchedulesQuery, savedReportsQuery } from '@/features/settlement/api';
import type { SavedReport } from '@/contract/typings';
import ReportsTab from './ReportsTab';
import SchedulesTab from './SchedulesTab';
import { useSavedText } from './labels';

interface Props {
  open: boolean;
  onClose: () => void;
  onSchedule: (report: SavedReport) => void;
}

/** Every saved report the account may open, and its schedules. */
export default function SavedReportsDrawer({ open, onClose, onSchedule }: Props) {
  const { t } = useSavedText();
  const [tab, setTab] = useState('reports');
  const reports = useQuery({ ...savedReportsQuery(), enabled: open });
  const schedules = useQuery({ ...reportSchedulesQuery(), enabled: open });
  return (
    <Drawer open={open} onClose={onClose} title={t('savedReports.title')} width={720}>
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
                timeZone={reports.data?.timeZone ?? ''}
                loading={reports.isLoading}
                onOpened={onClose}
                onSchedule={onSchedule}
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
  );
}
