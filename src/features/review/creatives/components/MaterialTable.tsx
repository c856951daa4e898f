import { PlayCircleFilled } from '@ant-design/icons';
import { Space, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useIntl } from '@umijs/max';
import { useMemo, type HTMLAttributes } from 'react';
import type { Material, SortOrder } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { NUMBER_CELL, SCROLL_X } from '@/utils/tableLayout';
import { Name } from '@/components/text';
import { QUEUE_SORT_FIELDS, type QueueSortField } from '../logic/listParams';
import { canSelect, notSelectableReason } from '../logic/selection';
import styles from '../CreativeReviewPage.less';
import type { CardHandlers } from './MaterialCard';
import { LandingUrlLine } from './LandingUrl';
import BlockMenu from './BlockMenu';
import { impressionsText, revenueText } from './Delivery';
import ReviewButtons from './ReviewButtons';
import StatusTag, { StatusDetail } from './StatusTag';
import Thumbnail from './Thumbnail';

interface Props extends CardHandlers {
  items: Material[];
  loading: boolean;
  selected: ReadonlySet<number>;
  activeIndex: number;
  busy: boolean;
  sortField: QueueSortField;
  sortOrder: SortOrder;
  onSort: (field: QueueSortField, order: SortOrder) => void;
  onSelectionChange: (ids: number[]) => void;
  /** MaterialAuditManage: without it no selection column and no approve/reject buttons. */
  canDecide: boolean;
}

/** The table view; paging lives outside (shared with the grid); sorted by the server (submitted time, 7-day delivery). */
export default function MaterialTable({
  items,
  loading,
  selected,
  activeIndex,
  busy,
  sortField,
  sortOrder,
  onSort,
  onSelectionChange,
  canDecide,
  onActivate,
  onOpen,
  onApprove,
  onReject,
  onBlock,
}: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  // Sorting is the server's: the header shows the query's order on the column it sorts.
  const sortable = (key: QueueSortField) => ({
    sorter: true,
    sortOrder: sortField === key ? sortOrder : null,
    sortDirections: ['descend', 'ascend', 'descend'] as SortOrder[],
  });

  // The 7-day delivery figures: at the inline end, sorted by the server.
  const deliveryColumn = (key: 'impressions7d' | 'revenue7d', text: (m: Material) => string) => ({
    key,
    dataIndex: key,
    title: f(`review.field.${key}`),
    width: 120,
    align: 'end' as const,
    ...sortable(key),
    render: (_: unknown, m: Material) => <span data-testid={`material-${key}`}>{text(m)}</span>,
  });

  const columns: ColumnsType<Material> = useMemo(
    () => [
      {
        key: 'preview',
        title: f('review.field.preview'),
        width: 72,
        fixed: 'left',
        render: (_, m, index) => (
          <button
            type="button"
            className={styles.rowThumb}
            onClick={() => onOpen(index)}
            aria-label={f(m.format === 'video' ? 'review.video.play' : 'review.action.detail')}
          >
            <Thumbnail material={m} maxWidth={48} maxHeight={32} alt={f('review.previewAlt', { id: m.id })} />
            {m.format === 'video' ? <PlayCircleFilled aria-hidden className={styles.rowPlay} /> : null}
          </button>
        ),
      },
      {
        key: 'title',
        title: `${f('review.field.title')} / ${f('review.field.advertiser')}`,
        width: 220,
        fixed: 'left',
        // One line: the title, then its advertiser; the domain and the ID in the line's tooltip.
        render: (_, m, index) => (
          <div className={styles.cellOneLine} title={`${m.title} · ${m.advertiser} · ${m.advertiserDomain} · #${m.id}`}>
            <Typography.Link
              onClick={() => onOpen(index)}
              data-testid="material-title"
              className={styles.rowTitle}
              dir="auto"
            >
              {m.title}
            </Typography.Link>{' '}
            <span className={styles.cellMeta}>
              · <Name data-testid="material-advertiser">{m.advertiser}</Name>
            </span>
          </div>
        ),
      },
      // The second key columns (issue 33): status and the 7-day revenue sit next to the creative, in view with
      // the actions at 1280 px without scrolling; the rest scrolls between them.
      {
        key: 'status',
        title: f('review.field.status'),
        width: 96,
        render: (_, m) => <StatusTag status={m.status} detail={<StatusDetail material={m} />} />,
      },
      deliveryColumn('revenue7d', revenueText),
      deliveryColumn('impressions7d', impressionsText),
      {
        key: 'placement',
        title: `${f('review.field.app')} / ${f('review.field.adPosition')}`,
        width: 200,
        render: (_, m) => (
          <div
            className={styles.cellOneLine}
            title={`${m.appName} / ${m.adPositionName} · ${f(`review.adType.${m.adType}`)} · ${m.size} · ${f(`review.format.${m.format}`)}`}
          >
            <Name data-testid="material-app">{m.appName}</Name>
            <span className={styles.cellMeta}>
              {' '}
              / <Name>{m.adPositionName}</Name>
            </span>
          </div>
        ),
      },
      {
        key: 'submittedAt',
        dataIndex: 'submittedAt',
        title: f('review.field.submittedAt'),
        width: 150,
        ...sortable('submittedAt'),
        render: (value: string) => <span style={NUMBER_CELL}>{formatDateTimeZone(value)}</span>,
      },
      {
        key: 'landingUrl',
        title: f('review.field.landingUrl'),
        width: 150,
        ellipsis: true,
        render: (_, m) => <LandingUrlLine url={m.landingUrl} />,
      },
      ...(canDecide
        ? [
            {
              key: 'actions',
              title: f('common.actions'),
              // Approve and reject stay in view while the columns between scroll.
              width: 216,
              fixed: 'right' as const,
              render: (_: unknown, m: Material, index: number) => (
                <Space size={4}>
                  <ReviewButtons material={m} index={index} busy={busy} onApprove={onApprove} onReject={onReject} />
                  <BlockMenu material={m} onPick={onBlock} compact />
                </Space>
              ),
            },
          ]
        : []),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [intl, busy, sortField, sortOrder, canDecide, onOpen, onApprove, onReject, onBlock],
  );

  return (
    <Table<Material>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={false}
      // The creative (preview, title) and its review buttons stay in view; the columns between scroll.
      scroll={SCROLL_X}
      data-testid="material-table"
      rowSelection={
        canDecide
          ? {
              selectedRowKeys: [...selected],
              onChange: (keys) => onSelectionChange(keys as number[]),
              columnWidth: 40,
              fixed: true,
              getCheckboxProps: (m) =>
                ({ 'aria-label': f('review.select.one', { id: m.id }), disabled: !canSelect(m) }) as never,
              // A creative no decision applies to says why its box is disabled.
              renderCell: (_checked, m, _index, node) => {
                const why = notSelectableReason(m);
                return why ? (
                  <Tooltip title={f(why.id, why.values)}>
                    <span data-testid="select-disabled">{node}</span>
                  </Tooltip>
                ) : (
                  node
                );
              },
            }
          : undefined
      }
      rowClassName={(_, index) => (index === activeIndex ? styles.activeRow : '')}
      onRow={(_, index) =>
        ({
          onClick: () => index !== undefined && onActivate(index),
          onDoubleClick: () => index !== undefined && onOpen(index),
          'aria-current': index === activeIndex ? 'true' : undefined,
          'data-testid': 'material-row',
        }) as HTMLAttributes<HTMLElement>
      }
      onChange={(_, __, sorter) => {
        const s = Array.isArray(sorter) ? sorter[0] : sorter;
        const key = QUEUE_SORT_FIELDS.find((k) => k === s?.columnKey) ?? 'submittedAt';
        onSort(key, s?.order === 'ascend' ? 'ascend' : 'descend');
      }}
      locale={{ emptyText: f('review.empty') }}
    />
  );
}
