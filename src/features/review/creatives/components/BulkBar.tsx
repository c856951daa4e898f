import { Button, Checkbox, Tooltip, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import { REVIEW_MATCHING_MAX } from '@/features/review/api';
import styles from '../CreativeReviewPage.less';

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
  /** How many of the chosen creatives each decision applies to (an approved one takes no "Approve"). */
  approveCount: number;
  rejectCount: number;
  busy: boolean;
  /** The grid has no header row: it gets a "select all on this page" box here. */
  showSelectAll: boolean;
  onSelectAll: (checked: boolean) => void;
  onSelectMatching: () => void;
  onApprove: () => void;
  onReject: () => void;
  onClear: () => void;
}

const LABELS = {
  approve: {
    matching: 'review.action.approveMatching',
    some: 'review.action.approveSome',
    selected: 'review.action.approveSelected',
  },
  reject: {
    matching: 'review.action.rejectMatching',
    some: 'review.action.rejectSome',
    selected: 'review.action.rejectSelected',
  },
} as const;

/** Selection and bulk actions, shown above both views; offers the whole filtered queue once the page is selected. */
export default function BulkBar({
  selectedCount,
  selectableCount,
  pageAll,
  total,
  allMatching,
  approveCount,
  rejectCount,
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
  /** "Approve selected", or "Approve 3 of 5" when the others already have that decision. */
  const label = (d: 'approve' | 'reject', count: number) => {
    const ids = LABELS[d];
    if (allMatching) return f(ids.matching);
    if (count && count < selectedCount) return intl.formatMessage({ id: ids.some }, { count, selected: selectedCount });
    return f(ids.selected);
  };
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
          {f('review.select.page')}
        </Checkbox>
      ) : null}
      {selectedCount ? (
        <>
          <Typography.Text strong data-testid="selected-count" data-matching={allMatching || undefined}>
            {allMatching
              ? f('review.select.allMatchingChosen', { count: total })
              : f('review.selected', { count: selectedCount })}
          </Typography.Text>
          {more && total <= REVIEW_MATCHING_MAX ? (
            <Button type="link" size="small" onClick={onSelectMatching} data-testid="select-matching">
              {f('review.select.allMatching', { count: total })}
            </Button>
          ) : null}
          {more && total > REVIEW_MATCHING_MAX ? (
            <Typography.Text type="secondary" data-testid="matching-too-many">
              {f('review.select.tooMany', { count: total, max: REVIEW_MATCHING_MAX })}
            </Typography.Text>
          ) : null}
          <Tooltip title={f(approveCount ? 'review.confirm.approveManyDesc' : 'review.select.noneToApprove')}>
            <Button
              type="primary"
              size="small"
              disabled={busy || !approveCount}
              onClick={onApprove}
              data-testid="bulk-approve"
            >
              {label('approve', approveCount)}
            </Button>
          </Tooltip>
          <Tooltip title={rejectCount ? undefined : f('review.select.noneToReject')}>
            <Button danger size="small" disabled={busy || !rejectCount} onClick={onReject} data-testid="bulk-reject">
              {label('reject', rejectCount)}
            </Button>
          </Tooltip>
          <Button type="link" size="small" onClick={onClear}>
            {f('review.select.clear')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
