import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { history, useAccess, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { PATHS } from '@/paths';
import { serverPage } from '@/lib/data/tablePage';
import { useWrite } from '@/lib/data/useWrite';
import { parseId } from '@/features/traffic/rules';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import { appKeys, appQuery, findApp, listApps, setAppEnabled } from '@/features/traffic/api';
import type { App, AppListParams, EarningsPeriod } from '@/contract/typings';
import { usePhone } from '@/hooks/usePhone';
import { clearDraft, loadDraft } from '@/session';
import { useFocusReturn } from '@/hooks/useFocusReturn';
import LazyPart from '@/components/LazyPart';
import styles from './lists.less';
import { keepInAddress, ListEmpty, type ListSearchParams, moreFiltersToggle, writeThenReload } from './listPage';
import { APP_COLUMNS_HIDDEN, appColumns } from './apps/components/columns';
import { appPhoneColumns } from './apps/components/phoneColumns';
import { moreFilterCount, readAppListSearch, writeAppListSearch } from './apps/listSearch';
import { OPEN_DIALOG_DRAFT, type OpenDialog } from './apps/components/openDialog';
import { EarningsPeriodSwitch } from './earnings';
import { DEFAULT_EARNINGS_PERIOD } from './earningsPeriod';

// The create and edit dialog (its fields, the store lookup, the drafts) loads when it opens: most visits only list
// (issue 32: the list's first load).
const AppFormModal = lazy(() => import(/* webpackChunkName: "app-form" */ './apps/components/AppFormModal'));

type Filters = Pick<AppListParams, 'keyword' | 'platform' | 'category' | 'reviewStatus' | 'enabled' | 'appAdsStatus'>;

interface SearchParams extends ListSearchParams {
  id?: number | string;
  platform?: App['platform'];
  category?: App['category'];
  reviewStatus?: App['reviewStatus'];
  appAdsStatus?: App['appAds']['status'];
  enabled?: 'true' | 'false';
}

/** The list call has no ID filter; a typed ID is looked up directly and the other filters applied to it. */
function matches(app: App, f: Filters): boolean {
  const k = f.keyword?.toLowerCase();
  return (
    (!k || app.name.toLowerCase().includes(k) || app.packageName.toLowerCase().includes(k)) &&
    (!f.platform || app.platform === f.platform) &&
    (!f.category || app.category === f.category) &&
    (!f.reviewStatus || app.reviewStatus === f.reviewStatus) &&
    (!f.appAdsStatus || app.appAds.status === f.appAdsStatus) &&
    (f.enabled === undefined || app.enabled === f.enabled)
  );
}

/** Apps of the publisher: AppView lists, AppManage creates, edits, enables and disables. */
export default function AppListPage() {
  const access = useAccess();
  const text = useTrafficText();
  const { t } = text;
  const actionRef = useRef<ActionType>();
  const [dialog, setDialog] = useState<{ app: App | null } | null>(null);
  const rememberOpener = useFocusReturn(dialog !== null);
  const [filtered, setFiltered] = useState(false);
  const phone = usePhone();
  // The filters and page live in the address (a reload or a link keeps them; the dashboard links here with an
  // app-ads.txt status). It changes only when the console navigates here: the list's own updates bypass the router.
  const [query] = useSearchParams();
  const fromAddress = useMemo(() => readAppListSearch(query), [query]);
  const [folded, setFolded] = useState(() => moreFilterCount(fromAddress));
  // Issue 52: the earnings column's period, in the address with the filters.
  const [period, setPeriod] = useState<EarningsPeriod>(fromAddress.earnings ?? DEFAULT_EARNINGS_PERIOD);
  useEffect(() => setPeriod(fromAddress.earnings ?? DEFAULT_EARNINGS_PERIOD), [fromAddress]);
  const client = useQueryClient();
  const { mutateAsync: setEnabled } = useWrite(setAppEnabled, [appKeys.all]);

  // A dialog left open with unsaved changes when the session ended opens again with its draft.
  useEffect(() => {
    if (!access.canAppManage) return;
    const open = loadDraft<OpenDialog>(OPEN_DIALOG_DRAFT)?.values;
    if (open?.mode === 'create') setDialog({ app: null });
    if (open?.mode !== 'edit' || typeof open.id !== 'number') return;
    client
      .fetchQuery(appQuery(open.id))
      .then((app) => (app ? setDialog({ app }) : clearDraft(OPEN_DIALOG_DRAFT)))
      .catch(() => undefined);
  }, [access.canAppManage, client]);

  const columns = useMemo(
    () =>
      (phone ? appPhoneColumns : appColumns)({
        text,
        earningsPeriod: period,
        canManage: access.canAppManage,
        canAdPosView: access.canAdPosView,
        canAdPosManage: access.canAdPosManage,
        onEdit: (app) => {
          rememberOpener();
          setDialog({ app });
        },
        onToggle: (app) => writeThenReload(setEnabled({ id: app.id, enabled: !app.enabled }), actionRef),
        onAppAdsChecked: () => void actionRef.current?.reload(),
      }),
    [phone, text, period, access.canAppManage, access.canAdPosView, access.canAdPosManage, setEnabled, rememberOpener],
  );

  const [answered, setAnswered] = useState(false);
  const create = () => {
    rememberOpener();
    setDialog({ app: null });
  };
  const emptyText = <ListEmpty kind="app" filtered={filtered} canCreate={access.canAppManage} onCreate={create} />;

  return (
    <>
      <ProTable<App, SearchParams>
        // The filters in the address are the form's starting filters; a new address starts a fresh form.
        key={query.toString()}
        headerTitle={t('route.app')}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        // A new period asks the server again (and sorts by its figures there).
        params={{ earningsPeriod: period }}
        size="middle"
        // The rare filters fold behind "More filters", with the count of those set.
        search={{ labelWidth: 'auto', defaultCollapsed: true, collapseRender: moreFiltersToggle(t, folded) }}
        form={{ initialValues: { ...fromAddress, current: undefined, pageSize: undefined } }}
        pagination={{
          defaultCurrent: fromAddress.current ?? 1,
          defaultPageSize: fromAddress.pageSize ?? 10,
          showSizeChanger: true,
        }}
        // Fixed widths that fit 1280 px (issue 33): the cells cut what does not fit instead of widening the table.
        tableLayout="fixed"
        scroll={phone ? undefined : { x: 900 }}
        showHeader={!phone}
        className={styles.list}
        columnsState={{ defaultValue: APP_COLUMNS_HIDDEN }}
        options={{ density: false, setting: !phone, reload: true }}
        // Reset clears every filter, those from the address included.
        onReset={() => {
          if (query.toString()) history.replace(PATHS.apps);
        }}
        // Until the first answer the table is loading, not empty: no "create your first app" under the spinner.
        locale={{ emptyText: answered ? emptyText : <div style={{ minHeight: 120 }} /> }}
        onRequestError={() => undefined}
        request={async (params, sort) => {
          const filters: Filters = {
            keyword: params.keyword?.trim() || undefined,
            platform: params.platform,
            category: params.category,
            reviewStatus: params.reviewStatus,
            appAdsStatus: params.appAdsStatus,
            enabled: params.enabled === undefined ? undefined : params.enabled === 'true',
          };
          const idText = String(params.id ?? '').trim();
          setFiltered(!!idText || Object.values(filters).some((v) => v !== undefined));
          const search = { ...filters, id: parseId(idText) ?? undefined, enabled: params.enabled };
          setFolded(moreFilterCount(search));
          keepInAddress(
            PATHS.apps,
            writeAppListSearch({ ...search, earnings: period, current: params.current, pageSize: params.pageSize }),
          );
          try {
            if (idText) {
              const id = parseId(idText);
              const app = id ? await findApp(id) : null;
              const rows = app && matches(app, filters) ? [app] : [];
              return { data: rows, total: rows.length, success: true };
            }
            return await serverPage(listApps, params, { ...filters, earningsPeriod: period }, sort);
          } finally {
            setAnswered(true);
          }
        }}
        toolBarRender={() => [
          <EarningsPeriodSwitch key="earnings" value={period} onChange={setPeriod} />,
          access.canAppAddAdPosition ? (
            <Button key="flow" onClick={() => history.push(PATHS.newAppFlow)}>
              {t('app.createWithAdPosition')}
            </Button>
          ) : null,
          access.canAppManage ? (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={create}>
              {t('app.create')}
            </Button>
          ) : null,
        ]}
      />
      {dialog ? (
        <LazyPart>
          <AppFormModal
            app={dialog.app}
            onClose={() => setDialog(null)}
            onSaved={() => {
              setDialog(null);
              void actionRef.current?.reload();
            }}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
