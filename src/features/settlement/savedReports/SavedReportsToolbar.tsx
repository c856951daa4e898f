/**
 * The settlement page's entry to saved and scheduled reports: one "Saved
 * reports" menu (the toolbar shares its row with the report's facts, so one
 * button, not three): save what is on screen, open one of the latest saved
 * reports, or manage them all and their schedules in a drawer.
 */
import { DownOutlined, FolderOpenOutlined, SaveOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@umijs/max';
import { Button, Dropdown, type MenuProps } from 'antd';
import { lazy, useState } from 'react';
import LazyPart from '@/components/LazyPart';
import { Name } from '@/components/text';
import { todayIn } from '@/utils/dateRange';
import { savedReportsQuery } from '@/features/settlement/api';
import type { SavedReport } from '@/contract/typings';
import { toPageHref } from './definition';
import { useSavedText } from './labels';

// The dialogs and the drawer load on first use, in one chunk of their own: the report page itself carries only the menu.
const SaveReportDialog = lazy(() => import(/* webpackChunkName: "saved-reports" */ './SaveReportDialog'));
const ScheduleDialog = lazy(() => import(/* webpackChunkName: "saved-reports" */ './ScheduleDialog'));
const SavedReportsDrawer = lazy(() => import(/* webpackChunkName: "saved-reports" */ './SavedReportsDrawer'));

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
  const [scheduling, setScheduling] = useState<SavedReport | null>(null);
  const [menu, setMenu] = useState(false);
  // Each part is mounted from its first opening on (so it can animate closed), not before.
  const [used, setUsed] = useState({ save: false, drawer: false, schedule: false });
  const use = (part: keyof typeof used) => setUsed((u) => (u[part] ? u : { ...u, [part]: true }));
  const navigate = useNavigate();
  const reports = useQuery({ ...savedReportsQuery(), enabled: menu || drawer || !!scheduling });
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
    if (key === 'save') {
      use('save');
      setSaving(true);
    } else if (key === 'manage') {
      use('drawer');
      setDrawer(true);
    } else {
      const report = latest.find((r) => `open:${r.id}` === key);
      // Today in the account's zone: a relative period is resolved on the day it opens.
      if (report) navigate(toPageHref(report, todayIn(timeZone)));
    }
  };

  return (
    <>
      <Dropdown trigger={['click']} open={menu} onOpenChange={setMenu} menu={{ items, onClick: onMenu }}>
        <Button icon={<FolderOpenOutlined />} data-testid="saved-reports-menu">
          {t('savedReports.title')} <DownOutlined />
        </Button>
      </Dropdown>
      {/* One boundary each: a part loading for the first time never hides another that is open. */}
      {used.save && (
        <LazyPart>
          <SaveReportDialog open={saving} search={search} today={today} onClose={() => setSaving(false)} />
        </LazyPart>
      )}
      {used.drawer && (
        <LazyPart>
          <SavedReportsDrawer
            open={drawer}
            onClose={() => setDrawer(false)}
            onSchedule={(report) => {
              use('schedule');
              setScheduling(report);
            }}
          />
        </LazyPart>
      )}
      {used.schedule && (
        <LazyPart>
          <ScheduleDialog report={scheduling} timeZone={timeZone} onClose={() => setScheduling(null)} />
        </LazyPart>
      )}
    </>
  );
}
