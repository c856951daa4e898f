import { AppstoreOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Segmented, Select } from 'antd';
import { useIntl } from '@umijs/max';
import type { MaterialViewMode } from '@/session';
import type { SortOrder } from '@/contract/typings';
import type { QueueSortField } from '../logic/listParams';
import styles from '../CreativeReviewPage.less';
import ShortcutLegend from './ShortcutLegend';

interface Props {
  view: MaterialViewMode;
  onView: (mode: MaterialViewMode) => void;
  sortField: QueueSortField;
  sortOrder: SortOrder;
  onSort: (field: QueueSortField, order: SortOrder) => void;
  loading: boolean;
  onRefresh: () => void;
  canDecide: boolean;
}

/** View switch, the queue's order, refresh, and the shortcut legend. */
/** The toolbar's orders: newest/oldest, then the 7-day delivery with the most first (the table offers both ways). */
const SORT_OPTIONS: { field: QueueSortField; order: SortOrder; label: string }[] = [
  { field: 'submittedAt', order: 'descend', label: 'review.sort.newest' },
  { field: 'submittedAt', order: 'ascend', label: 'review.sort.oldest' },
  { field: 'impressions7d', order: 'descend', label: 'review.sort.impressionsMost' },
  { field: 'impressions7d', order: 'ascend', label: 'review.sort.impressionsLeast' },
  { field: 'revenue7d', order: 'descend', label: 'review.sort.revenueMost' },
  { field: 'revenue7d', order: 'ascend', label: 'review.sort.revenueLeast' },
];

export default function ListToolbar({
  view,
  onView,
  sortField,
  sortOrder,
  onSort,
  loading,
  onRefresh,
  canDecide,
}: Props) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.toolbar}>
      <Segmented<MaterialViewMode>
        value={view}
        onChange={onView}
        aria-label={f('review.view.label')}
        options={[
          { value: 'grid', icon: <AppstoreOutlined />, label: f('review.view.grid') },
          { value: 'table', icon: <UnorderedListOutlined />, label: f('review.view.table') },
        ]}
        data-testid="view-switch"
      />
      <Select<string>
        value={`${sortField}:${sortOrder}`}
        onChange={(value) => {
          const o = SORT_OPTIONS.find((x) => `${x.field}:${x.order}` === value);
          if (o) onSort(o.field, o.order);
        }}
        aria-label={f('review.sort.label')}
        title={f('review.sort.label')}
        style={{ minWidth: 140 }}
        popupMatchSelectWidth={false}
        options={SORT_OPTIONS.map((o) => ({ value: `${o.field}:${o.order}`, label: f(o.label) }))}
        data-testid="sort-order"
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading}>
        {f('review.refresh')}
      </Button>
      <div className={styles.toolbarEnd}>
        <ShortcutLegend canDecide={canDecide} />
      </div>
    </div>
  );
}
