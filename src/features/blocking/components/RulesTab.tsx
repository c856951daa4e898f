import { PlusOutlined } from '@ant-design/icons';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { Badge, Button, Empty, Popconfirm, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useBlockingText } from '@/features/blocking/labels';
import RuleFormModal from '@/features/blocking/RuleFormModal';
import { serverPage } from '@/lib/data/tablePage';
import { useWrite } from '@/lib/data/useWrite';
import { appOptionsQuery } from '@/features/traffic';
import { BLOCK_RULE_CHANGES, deleteBlockRule, listBlockRules, setBlockRuleStatus } from '@/features/blocking/api';
import type { BlockRule, BlockRuleKind, BlockRuleScope, BlockRuleStatus } from '@/contract/typings';
import {
  BLOCK_RULE_KINDS,
  BLOCK_RULE_SCOPES,
  BLOCK_RULE_STATUSES,
  DEFAULT_PAGE_SIZE,
  SENSITIVE_CATEGORIES,
} from '@/contract/values';
import { Name, useSentence } from '@/components/text';
import { formatDateTimeZone } from '@/utils/format';
import { SCROLL_X } from '@/utils/tableLayout';

type Filters = { keyword?: string; kind?: BlockRuleKind; status?: BlockRuleStatus; scope?: BlockRuleScope };

/** The rules: search and filters, server paging; new, edit, pause/resume and delete for those with Manage. */
export default function RulesTab() {
  const text = useBlockingText();
  const { t } = text;
  const sentence = useSentence();
  const canManage = useAccess().canMaterialAuditManage;
  const [empty, setEmpty] = useState(false);
  const actionRef = useRef<ActionType>();
  const [editing, setEditing] = useState<BlockRule | null | undefined>(undefined);
  const apps = useQuery(appOptionsQuery());
  const appName = (id: number) => apps.data?.find((a) => a.value === id)?.label ?? `#${id}`;
  const reload = () => actionRef.current?.reload();
  const status = useWrite(setBlockRuleStatus, BLOCK_RULE_CHANGES);
  const del = useWrite(deleteBlockRule, BLOCK_RULE_CHANGES);
  const act = async (run: () => Promise<unknown>) => {
    try {
      await run();
      await reload();
    } catch {
      // the request layer showed the reason
    }
  };
  const select = <V extends string>(values: readonly V[], key: (v: V) => string) =>
    Object.fromEntries(values.map((v) => [v, { text: t(key(v)) }]));

  const columns: ProColumns<BlockRule>[] = [
    {
      title: t('blocking.search.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { placeholder: t('blocking.search.placeholder'), maxLength: 100 },
    },
    { title: t('blocking.field.id'), dataIndex: 'id', search: false, width: 64, sorter: true },
    {
      title: t('blocking.field.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: select(BLOCK_RULE_KINDS, (k) => `blocking.kind.${k}`),
      width: 120,
      render: (_, r) => text.kind(r.kind),
    },
    {
      title: t('blocking.field.value'),
      dataIndex: 'value',
      search: false,
      width: 160,
      render: (_, r) => (
        <span data-testid="rule-value">
          <Name>{text.value(r.kind, r.value)}</Name>
          {r.kind === 'category' && (SENSITIVE_CATEGORIES as readonly string[]).includes(r.value) ? (
            <Tag color="orange" style={{ marginInlineStart: 6 }}>
              {t('blocking.sensitive')}
            </Tag>
          ) : null}
        </span>
      ),
    },
    {
      title: t('blocking.field.scope'),
      dataIndex: 'scope',
      width: 140,
      valueType: 'select',
      valueEnum: select(BLOCK_RULE_SCOPES, (s) => `blocking.scope.${s}`),
      render: (_, r) => text.scope(r, appName),
    },
    {
      title: t('common.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: select(BLOCK_RULE_STATUSES, (s) => `blocking.status.${s}`),
      width: 100,
      render: (_, r) => (
        <Badge status={r.status === 'active' ? 'success' : 'default'} text={t(`blocking.status.${r.status}`)} />
      ),
    },
    { title: t('blocking.field.blockedCount'), dataIndex: 'blockedCount', search: false, width: 110 },
    {
      title: t('blocking.field.note'),
      dataIndex: 'note',
      search: false,
      width: 140,
      ellipsis: true,
      render: (_, r) => (r.note ? <Name>{r.note}</Name> : '–'),
    },
    {
      title: t('blocking.field.created'),
      dataIndex: 'createdAt',
      search: false,
      sorter: true,
      width: 170,
      render: (_, r) => (
        <Typography.Text>
          <Name>{r.createdBy}</Name>
          <br />
          <Typography.Text type="secondary">{formatDateTimeZone(r.createdAt)}</Typography.Text>
        </Typography.Text>
      ),
    },
    {
      title: t('blocking.field.updatedAt'),
      dataIndex: 'updatedAt',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      width: 150,
      render: (_, r) => formatDateTimeZone(r.updatedAt),
    },
    {
      title: t('common.actions'),
      valueType: 'option',
      fixed: 'right',
      width: 170,
      hideInTable: !canManage,
      render: (_, r) => [
        <Typography.Link key="edit" onClick={() => setEditing(r)}>
          {t('common.edit')}
        </Typography.Link>,
        <Typography.Link
          key="status"
          data-testid="rule-toggle"
          onClick={() =>
            act(() => status.mutateAsync({ id: r.id, status: r.status === 'active' ? 'paused' : 'active' }))
          }
        >
          {t(r.status === 'active' ? 'blocking.pause' : 'blocking.resume')}
        </Typography.Link>,
        <Popconfirm
          key="delete"
          title={sentence('blocking.delete.confirm', { value: text.value(r.kind, r.value) }, { id: r.id })}
          description={t('blocking.delete.note')}
          okText={t('common.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('common.cancel')}
          onConfirm={() => act(() => del.mutateAsync(r.id))}
        >
          <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
        </Popconfirm>,
      ],
    },
  ];

  return (
    <>
      <ProTable<BlockRule, Filters>
        rowKey="id"
        actionRef={actionRef}
        // An empty table has nothing to scroll: it fits its card with its headers (no widths, nothing pinned),
        // instead of pinning Actions over the last headers.
        columns={empty ? columns.map((c) => ({ ...c, width: undefined, fixed: undefined })) : columns}
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, showSizeChanger: true }}
        options={{ reload: true, density: false, setting: false }}
        scroll={empty ? undefined : SCROLL_X}
        onLoad={(rows) => setEmpty(rows.length === 0)}
        headerTitle={t('blocking.list.title')}
        data-testid="block-rules-table"
        locale={{ emptyText: <Empty description={t('blocking.list.empty')} /> }}
        toolBarRender={() =>
          canManage
            ? [
                <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                  {t('blocking.new')}
                </Button>,
              ]
            : []
        }
        onRequestError={() => undefined}
        request={(params, sort) =>
          serverPage(
            listBlockRules,
            params,
            {
              keyword: params.keyword?.trim() || undefined,
              kind: params.kind,
              status: params.status,
              scope: params.scope,
            },
            sort,
          )
        }
      />
      <RuleFormModal
        open={editing !== undefined}
        rule={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => void reload()}
      />
    </>
  );
}
