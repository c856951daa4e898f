/**
 * The settlement page's entry to saved and scheduled reports: one "Saved
 * reports" menu (the toolbar shares its row with the report's facts, so one
 * button, not three): save what is on screen, open one of the latest saved
 * reports, or manage them all and their schedules in a drawer.
 */
import { DownOutlined, FolderOpenOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@umijs/max';
import { Button, Drawer, Dropdown, Tabs, type MenuProps } from 'antd';
import { useState } from 'react';
import { Name } from '@/components/text';
import { PATHS } from '@/paths';
import { todayIn } from '@/utils/dateRange';
import { toPageSearch } from './definition';
import { reportSchedulesQuery, savedReportsQuery } from '@/services/savedReports';
import type { SavedReport } from '@/services/typings';
import ReportsTab from './ReportsTab';
import SaveReportDialog from './SaveReportDialog';
import ScheduleDialog from './ScheduleDialog';
import SchedulesTab from './SchedulesTab';
import { useSavedText } from './labels';

/** Saved reports the menu lists for opening at once (the drawer has them all). */
const MENU_REPORTS = 8;

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
  const [menu, setMenu] = useState(false);
  const navigate = useNavigate();
  const reports = useQuery({ ...savedReportsQuery(), enabled: menu || drawer || !!scheduling });
  const schedules = useQuery({ ...reportSchedulesQuery(), enabled: drawer });
  const timeZone = reports.data?.timeZone ?? '';
  const latest = (reports.data?.list ?? []).slice(0, MENU_REPORTS);

  const items: MenuProps['items'] = [
    { key: 'save', icon: <SaveOutlined />, label: t('savedReports.save') },
    ...(latest.length
      ? [
          { type: 'divider' as const },
          {
            type: 'group' as const,
            key: 'latest',
            label: t('savedReports.latest'),
            children: latest.map((r) => ({
              key: `open:${r.id}`,
              icon: <FolderOpenOutlined />,
              label: <Name>{r.name}</Name>,
            })),
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'manage', icon: <UnorderedListOutlined />, label: t('savedReports.manage') },
  ];
  const onMenu: MenuProps['onClick'] = ({ key }) => {
    setMenu(false);
    if (key === 'save') setSaving(true);
    else if (key === 'manage') setDrawer(true);
    else {
      const report = latest.find((r) => `open:${r.id}` === key);
      // Today in the account's zone: a relative period is resolved on the day it opens.
      if (report) navigate(`${PATHS.settlement}?${toPageSearch(report, todayIn(timeZone))}`);
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} open={menu} onOpenChange={setMenu} menu={{ items, onClick: onMenu }}>
        <Button icon={<FolderOpenOutlined />} data-testid="saved-reports-menu">
          {t('savedReports.title')} <DownOutlined />
        </Button>
      </Dropdown>
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
