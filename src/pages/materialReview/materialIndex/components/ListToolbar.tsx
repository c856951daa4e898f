import { AppstoreOutlined, ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Segmented, Select } from 'antd';
import { useIntl } from '@umijs/max';
import type { MaterialViewMode } from '@/session';
import type { SortOrder } from '@/services/typings';
import ShortcutLegend from './ShortcutLegend';
import styles from '../index.less';

interface Props {
  view: MaterialViewMode;
  onView: (mode: MaterialViewMode) => void;
  sortOrder: SortOrder;
  onSort: (order: SortOrder) => void;
  loading: boolean;
  onRefresh: () => void;
  canDecide: boolean;
}

/** View switch, submitted-time order, refresh, and the shortcut legend. */
export default function ListToolbar({ view, onView, sortOrder, onSort, loading, onRefresh, canDecide }: Props) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <div className={styles.toolbar}>
      <Segmented<MaterialViewMode>
        value={view}
        onChange={onView}
        aria-label={f('material.view.label')}
        options={[
          { value: 'grid', icon: <AppstoreOutlined />, label: f('material.view.grid') },
          { value: 'table', icon: <UnorderedListOutlined />, label: f('material.view.table') },
        ]}
        data-testid="view-switch"
      />
      <Select<SortOrder>
        value={sortOrder}
        onChange={onSort}
        aria-label={f('material.sort.label')}
        title={f('material.sort.label')}
        style={{ minWidth: 140 }}
        options={[
          { value: 'descend', label: f('material.sort.newest') },
          { value: 'ascend', label: f('material.sort.oldest') },
        ]}
        data-testid="sort-order"
      />
      <Button icon={<ReloadOutlined />} onClick={onRefresh} loading={loading}>
        {f('material.refresh')}
      </Button>
      <div className={styles.toolbarEnd}>
        <ShortcutLegend canDecide={canDecide} />
      </div>
    </div>
  );
}
