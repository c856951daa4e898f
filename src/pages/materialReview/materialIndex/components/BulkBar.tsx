import { Button, Checkbox, Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import styles from '../index.less';

interface Props {
  selectedCount: number;
  pageCount: number;
  busy: boolean;
  /** The grid has no header row: it gets a "select all on this page" box here. */
  showSelectAll: boolean;
  onSelectAll: (checked: boolean) => void;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
}

/** Selection and bulk actions, shown above both views. */
export default function BulkBar({
  selectedCount,
  pageCount,
  busy,
  showSelectAll,
  onSelectAll,
  onApprove,
  onReject,
  onClear,
}: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  const all = pageCount > 0 && selectedCount === pageCount;
  if (!selectedCount && !showSelectAll) return null;
  return (
    <div
      className={styles.bulkBar}
      data-testid="bulk-bar"
      style={selectedCount ? undefined : { background: 'transparent', borderColor: 'transparent', paddingInline: 0 }}
    >
      {showSelectAll ? (
        <Checkbox
          checked={all}
          indeterminate={selectedCount > 0 && !all}
          disabled={!pageCount}
          onChange={(e) => onSelectAll(e.target.checked)}
          data-testid="select-page"
        >
          {f('material.select.page')}
        </Checkbox>
      ) : null}
      {selectedCount ? (
        <>
          <Typography.Text strong data-testid="selected-count">
            {f('material.selected', { count: selectedCount })}
          </Typography.Text>
          <Tooltip title={f('material.confirm.approveManyDesc')}>
            <Button type="primary" size="small" disabled={busy} onClick={onApprove} data-testid="bulk-approve">
              {f('material.action.approveSelected')}
            </Button>
          </Tooltip>
          <Button danger size="small" disabled={busy} onClick={onReject} data-testid="bulk-reject">
            {f('material.action.rejectSelected')}
          </Button>
          <Button type="link" size="small" onClick={onClear}>
            {f('material.select.clear')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
