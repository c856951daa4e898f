import { Button, Checkbox, Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { REVIEW_MATCHING_MAX } from '@/services/material';
import styles from '../index.less';

interface Props {
  selectedCount: number;
  /** Creatives of the page that can be selected (blocked ones cannot). */
  selectableCount: number;
  /** Every selectable creative of the page is selected. */
  pageAll: boolean;
  /** The filtered total from the server. */
  total: number;
  /** "All matching" is chosen: the actions apply to `total` creatives on the server. */
  allMatching: boolean;
  busy: boolean;
  /** The grid has no header row: it gets a "select all on this page" box here. */
  showSelectAll: boolean;
  onSelectAll: (checked: boolean) => void;
  onSelectMatching: () => void;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
}

/** Selection and bulk actions, shown above both views; offers the whole filtered queue once the page is selected. */
export default function BulkBar({
  selectedCount,
  selectableCount,
  pageAll,
  total,
  allMatching,
  busy,
  showSelectAll,
  onSelectAll,
  onSelectMatching,
  onApprove,
  onReject,
  onClear,
}: Props) {
  const intl = useIntl();
  const f = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  if (!selectedCount && !showSelectAll) return null;
  const more = pageAll && !allMatching && total > selectedCount;
  return (
    <div
      className={styles.bulkBar}
      data-testid="bulk-bar"
      style={selectedCount ? undefined : { background: 'transparent', borderColor: 'transparent', paddingInline: 0 }}
    >
      {showSelectAll ? (
        <Checkbox
          checked={pageAll}
          indeterminate={selectedCount > 0 && !pageAll}
          disabled={!selectableCount}
          onChange={(e) => onSelectAll(e.target.checked)}
          data-testid="select-page"
        >
          {f('material.select.page')}
        </Checkbox>
      ) : null}
      {selectedCount ? (
        <>
          <Typography.Text strong data-testid="selected-count" data-matching={allMatching || undefined}>
            {allMatching
              ? f('material.select.allMatchingChosen', { count: total })
              : f('material.selected', { count: selectedCount })}
          </Typography.Text>
          {more && total <= REVIEW_MATCHING_MAX ? (
            <Button type="link" size="small" onClick={onSelectMatching} data-testid="select-matching">
              {f('material.select.allMatching', { count: total })}
            </Button>
          ) : null}
          {more && total > REVIEW_MATCHING_MAX ? (
            <Typography.Text type="secondary" data-testid="matching-too-many">
              {f('material.select.tooMany', { count: total, max: REVIEW_MATCHING_MAX })}
            </Typography.Text>
          ) : null}
          <Tooltip title={f('material.confirm.approveManyDesc')}>
            <Button type="primary" size="small" disabled={busy} onClick={onApprove} data-testid="bulk-approve">
              {f(allMatching ? 'material.action.approveMatching' : 'material.action.approveSelected')}
            </Button>
          </Tooltip>
          <Button danger size="small" disabled={busy} onClick={onReject} data-testid="bulk-reject">
            {f(allMatching ? 'material.action.rejectMatching' : 'material.action.rejectSelected')}
          </Button>
          <Button type="link" size="small" onClick={onClear}>
            {f('material.select.clear')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
