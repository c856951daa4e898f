import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { ProTable, type ActionType } from '@ant-design/pro-components';
import { history, useAccess, useSearchParams } from '@umijs/max';
import { Button } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { lazy, useEffect, useMemo, useRef, useState } from 'react';
import { PATHS } from '@/paths';
import { serverPage } from '@/lib/data/tablePage';
import { useWrite } from '@/lib/data/useWrite';
import { parseId } from '@/features/traffic/rules';
import { editAdPositionTarget } from '@/features/traffic/returnTo';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import { adPositionKeys, appOptionsQuery, listAdPositions, setAdPositionStatus } from '@/features/traffic/api';
import type { AdPosition, AppOption, EarningsPeriod } from '@/contract/typings';
import LazyPart from '@/components/LazyPart';
import { useFocusReturn } from '@/hooks/useFocusReturn';
import { usePhone } from '@/hooks/usePhone';
import styles from './lists.less';
import { keepInAddress, ListEmpty, moreFiltersToggle, type ListSearchParams, writeThenReload } from './listPage';
import { PAGE_SIZES, readListSearch, writeListSearch } from './adPositions/listSearch';
import DetailDrawer from './adPositions/components/DetailDrawer';
import { AD_POSITION_COLUMNS_HIDDEN, adPositionColumns } from './adPositions/components/columns';
import { adPositionPhoneColumns } from './adPositions/components/phoneColumns';
import { EarningsPeriodSwitch } from './earnings';
import { DEFAULT_EARNINGS_PERIOD } from './earningsPeriod';

// The spreadsheet import (its dialog, the file checks, the template and the result sheets) loads when it is opened:
// most visits only list (issue 32: the list's first load).
const ImportModal = lazy(
  () => import(/* webpackChunkName: "ad-position-import" */ './adPositions/components/ImportModal'),
);

const NO_APPS: AppOption[] = [];

interface SearchParams extends ListSearchParams {
  appId?: number | string;
  adType?: AdPosition['adType'];
  status?: AdPosition['status'];
}

/** Ad positions: AdPosView lists, AdPosManage creates, edits and switches them; admins import spreadsheets. */
export default function AdPositionListPage() {
  const access = useAccess();
  const text = useTrafficText();
  const { t } = text;
  // Changes only when the console navigates here; the list's own address updates bypass the router (below).
  const [query] = useSearchParams();
  const fromAddress = useMemo(() => readListSearch(query), [query]);
  const presetAppId = fromAddress.appId;
  const actionRef = useRef<ActionType>();
  const apps = useQuery(appOptionsQuery()).data ?? NO_APPS;
  const { mutateAsync: setStatus } = useWrite(setAdPositionStatus, [adPositionKeys.all]);
  const [details, setDetails] = useState<AdPosition | null>(null);
  const [importing, setImporting] = useState(false);
  const rememberOpener = useFocusReturn(importing);
  const [filtered, setFiltered] = useState(false);
  const [folded, setFolded] = useState(() => [fromAddress.adType, fromAddress.status].filter(Boolean).length);
  // Issue 52: the earnings column's period, in the address with the filters.
  const [period, setPeriod] = useState<EarningsPeriod>(fromAddress.earnings ?? DEFAULT_EARNINGS_PERIOD);
  useEffect(() => setPeriod(fromAddress.earnings ?? DEFAULT_EARNINGS_PERIOD), [fromAddress]);

  const phone = usePhone();
  const columns = useMemo(
    () =>
      (phone ? adPositionPhoneColumns : adPositionColumns)({
        text,
        apps,
        earningsPeriod: period,
        canManage: access.canAdPosManage,
        onDetails: setDetails,
        onEdit: (p) => {
          // The edit page comes back to this list as it is now (filters and page are in the address).
          const { path, state } = editAdPositionTarget(p.id, `${PATHS.adPositions}${window.location.search}`);
          history.push(path, state);
        },
        onToggle: (p) =>
          writeThenReload(setStatus({ id: p.id, status: p.status === 'enabled' ? 'disabled' : 'enabled' }), actionRef),
      }),
    [phone, text, apps, period, access.canAdPosManage, setStatus],
  );

  const newPosition = () => history.push(`${PATHS.adPositionForm}${presetAppId ? `?appId=${presetAppId}` : ''}`);
  const emptyText = (
    <ListEmpty kind="adPosition" filtered={filtered} canCreate={access.canAdPosManage} onCreate={newPosition} />
  );

  return (
    <>
      <ProTable<AdPosition, SearchParams>
        // The filters in the address are the form's starting filters; a new address starts a fresh form.
        key={query.toString()}
        headerTitle={t('route.adpositions')}
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        // A new period asks the server again (and sorts by its figures there).
        params={{ earningsPeriod: period }}
        form={{
          initialValues: {
            keyword: fromAddress.keyword,
            appId: fromAddress.appId,
            adType: fromAddress.adType,
            status: fromAddress.status,
          },
        }}
        size="middle"
        // The rare filters fold behind "More filters", with the count of those set.
        search={{
          labelWidth: 'auto',
          defaultCollapsed: true,
          collapseRender: moreFiltersToggle(t, folded),
        }}
        columnsState={{ defaultValue: AD_POSITION_COLUMNS_HIDDEN }}
        pagination={{
          defaultCurrent: fromAddress.current ?? 1,
          defaultPageSize: fromAddress.pageSize ?? PAGE_SIZES[0],
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
        }}
        // Fixed widths that fit 1280 px (issue 33): the cells cut what does not fit instead of widening the table.
        tableLayout="fixed"
        scroll={phone ? undefined : { x: 900 }}
        showHeader={!phone}
        className={styles.list}
        options={{ density: false, setting: !phone, reload: true }}
        locale={{ emptyText }}
        onRequestError={() => undefined}
        // Reset clears every filter, those from the address included.
        onReset={() => {
          if (query.toString()) history.replace(PATHS.adPositions);
        }}
        request={async (params, sort) => {
          const filters = {
            keyword: params.keyword?.trim() || undefined,
            appId: parseId(params.appId) ?? undefined,
            adType: params.adType,
            status: params.status,
          };
          setFiltered(Object.values(filters).some((v) => v !== undefined));
          setFolded([filters.adType, filters.status].filter(Boolean).length);
          keepInAddress(
            PATHS.adPositions,
            writeListSearch({ ...filters, earnings: period, current: params.current, pageSize: params.pageSize }),
          );
          return serverPage(listAdPositions, params, { ...filters, earningsPeriod: period }, sort);
        }}
        toolBarRender={() => [
          <EarningsPeriodSwitch key="earnings" value={period} onChange={setPeriod} />,
          access.canAdmin ? (
            <Button
              key="import"
              icon={<UploadOutlined />}
              onClick={() => {
                rememberOpener();
                setImporting(true);
              }}
            >
              {t('spreadsheet.open')}
            </Button>
          ) : null,
          access.canAdPosManage ? (
            <Button key="create" type="primary" icon={<PlusOutlined />} onClick={newPosition}>
              {t('adPosition.create')}
            </Button>
          ) : null,
        ]}
      />
      <DetailDrawer position={details} onClose={() => setDetails(null)} />
      {importing ? (
        <LazyPart>
          <ImportModal
            onClose={() => setImporting(false)}
            onImported={() => void actionRef.current?.reload()}
            templateAppId={parseId(presetAppId) ?? apps[0]?.value}
          />
        </LazyPart>
      ) : null}
    </>
  );
}
