import { MailOutlined, PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { history, Link, useAccess } from '@umijs/max';
import { Badge, Button, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@/contract/values';
import { PATHS } from '@/paths';
import { useWrite } from '@/lib/data/useWrite';
import type { EnabledStatus, SubAccount, SubAccountListParams } from '@/contract/typings';
import { formatDay, formatDateTimeZone } from '@/utils/format';
import { useSentence } from '@/components/text';
import { useT } from '@/hooks/useT';
import { usePhone } from '@/hooks/usePhone';
import Invitations from './components/Invitations';
import PasswordActions from './components/PasswordActions';
import styles from './subAccounts.less';
import { AppSummary, PermissionSummary } from './components/GrantSummary';
import { deleteSubAccounts, listSubAccounts, subAccountKeys } from './api';

type SortField = NonNullable<SubAccountListParams['sortField']>;
const SORTABLE: SortField[] = ['account_name', 'createdAt', 'lastLoginAt'];

/** Sub-accounts of the publisher: searchable, filterable, paged on the server. */
export default function SubAccountListPage() {
  const t = useT();
  const sentence = useSentence();
  const { canSubAccountManage } = useAccess();
  const actionRef = useRef<ActionType>();
  const [passwordOf, setPasswordOf] = useState<SubAccount | null>(null);
  const phone = usePhone();
  const del = useWrite(deleteSubAccounts, [subAccountKeys.all]);

  const remove = async (row: SubAccount) => {
    try {
      await del.mutateAsync([row.id]);
      await actionRef.current?.reload();
    } catch {
      // the request layer showed the reason
    }
  };

  const columns: ProColumns<SubAccount>[] = [
    {
      title: t('team.search.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('team.search.placeholder'), maxLength: 100 },
    },
    {
      title: t('team.field.account_name'),
      dataIndex: 'account_name',
      search: false,
      sorter: true,
      width: 180,
      fixed: phone ? undefined : 'left',
      // One line (issue 33): the account, then the person's name; the email in the tooltip.
      render: (_, row) => (
        <div className={phone ? styles.who : styles.line} title={row.email || undefined}>
          <Typography.Text strong>{row.account_name}</Typography.Text>
          {row.name && (
            <Typography.Text type="secondary" className={styles.minor}>
              {row.name}
            </Typography.Text>
          )}
          {phone && row.email ? <Typography.Text type="secondary">{row.email}</Typography.Text> : null}
          {row.mustChangePassword && (
            <Tag color="orange" className={styles.tag}>
              {t('team.mustChange')}
            </Tag>
          )}
          {/* A phone shows the row as a card (issue 34): status, apps and last sign-in under the name. */}
          {phone ? (
            <>
              <Badge status={row.status === 'enabled' ? 'success' : 'default'} text={t(`common.${row.status}`)} />
              <AppSummary names={row.appNames} allApps={row.allApps} />
              <Typography.Text type="secondary">
                {`${t('team.field.lastLoginAt')}: ${
                  row.lastLoginAt ? formatDateTimeZone(row.lastLoginAt) : t('team.neverSignedIn')
                }`}
              </Typography.Text>
            </>
          ) : null}
        </div>
      ),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      width: 96,
      hideInTable: phone,
      valueEnum: {
        enabled: { text: t('common.enabled') },
        disabled: { text: t('common.disabled') },
      },
      render: (_, row) => (
        <Badge status={row.status === 'enabled' ? 'success' : 'default'} text={t(`common.${row.status}`)} />
      ),
    },
    {
      title: t('team.field.permissions'),
      dataIndex: 'menuCodes',
      search: false,
      width: 150,
      hideInTable: phone,
      render: (_, row) => <PermissionSummary codes={row.menuCodes} oneLine={!phone} />,
    },
    {
      title: t('team.field.apps'),
      dataIndex: 'appNames',
      search: false,
      width: 150,
      hideInTable: phone,
      render: (_, row) => <AppSummary names={row.appNames} allApps={row.allApps} oneLine={!phone} />,
    },
    {
      title: t('common.createdAt'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      width: 110,
      // Behind the column settings at 1280 px: Apps and Last sign-in come first (issue 33).
      hideInTable: phone,
      render: (_, row) => <span title={formatDateTimeZone(row.createdAt)}>{formatDay(row.createdAt)}</span>,
    },
    {
      title: t('team.field.lastLoginAt'),
      dataIndex: 'lastLoginAt',
      search: false,
      sorter: true,
      width: 170,
      hideInTable: phone,
      // Date and time with the zone named, in the account's time zone like every time of the account pages.
      render: (_, row) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          {row.lastLoginAt ? formatDateTimeZone(row.lastLoginAt) : t('team.neverSignedIn')}
        </span>
      ),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      // Edit and delete stay in view while the columns between scroll.
      fixed: phone ? undefined : 'right',
      width: phone ? 112 : 176,
      hideInTable: !canSubAccountManage,
      // On a phone the links are 44 px touch targets (issue 34).
      render: (_, row) => [
        <Link key="edit" to={`${PATHS.updateSubAccount}?id=${row.id}`} className={styles.action}>
          {t('common.edit')}
        </Link>,
        <Typography.Link key="password" onClick={() => setPasswordOf(row)} className={styles.action}>
          {t('team.password')}
        </Typography.Link>,
        <Popconfirm
          key="delete"
          title={sentence('common.deleteConfirm', { name: row.account_name })}
          description={t('team.delete.note')}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(row)}
        >
          <Typography.Link type="danger" className={styles.action}>
            {t('common.delete')}
          </Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <PageContainer title={t('route.subaccount')}>
      <Invitations />
      {passwordOf && (
        <PasswordActions
          account={passwordOf}
          onClose={() => setPasswordOf(null)}
          onChanged={() => void actionRef.current?.reload()}
        />
      )}
      <ProTable<SubAccount, { keyword?: string; status?: EnabledStatus }>
        rowKey="id"
        actionRef={actionRef}
        columns={columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        options={{ reload: true, density: false, setting: !phone }}
        size="middle"
        columnsState={{ defaultValue: { createdAt: { show: false } } }}
        // Fixed widths that fit 1280 px: the cells cut what does not fit instead of widening the table.
        tableLayout="fixed"
        scroll={phone ? undefined : { x: 900 }}
        showHeader={!phone}
        className={styles.list}
        headerTitle={t('team.list.title')}
        toolBarRender={() =>
          canSubAccountManage
            ? [
                <Button key="invite" icon={<MailOutlined />} onClick={() => history.push(PATHS.inviteSubAccount)}>
                  {t('team.invite')}
                </Button>,
                <Button
                  key="create"
                  type="primary"
                  icon={<PlusOutlined />}
                  onClick={() => history.push(PATHS.createSubAccount)}
                >
                  {t('team.create')}
                </Button>,
              ]
            : []
        }
        // The request layer already told the user what went wrong.
        onRequestError={() => undefined}
        request={async (params, sort) => {
          const [field, order] = Object.entries(sort ?? {}).find(([, o]) => !!o) ?? [];
          const sortField = SORTABLE.includes(field as SortField) ? (field as SortField) : undefined;
          const keyword = params.keyword?.trim();
          const page = await listSubAccounts({
            current: params.current,
            pageSize: params.pageSize,
            keyword: keyword || undefined,
            status: params.status,
            sortField,
            sortOrder: sortField ? (order as 'ascend' | 'descend') : undefined,
          });
          return { data: page.list, total: page.total, success: true };
        }}
      />
    </PageContainer>
  );
}
