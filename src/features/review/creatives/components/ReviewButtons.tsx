import { Button } from 'antd';
import { useIntl } from '@umijs/max';
import type { Material } from '@/contract/typings';
import { decisionApplies } from '../logic/selection';
import { ariaKey, shortcutHint } from './hint';

interface Props {
  material: Material;
  index: number;
  busy: boolean;
  onApprove: (index: number) => void;
  onReject: (index: number) => void;
}

/** Approve and Reject of one creative, with their keyboard shortcuts (the grid card and the table row). */
export default function ReviewButtons({ material, index, busy, onApprove, onReject }: Props) {
  const intl = useIntl();
  return (
    <>
      <Button
        size="small"
        type="primary"
        ghost
        // A blocked creative waits for its rule (paused or deleted), not for a decision.
        disabled={busy || !decisionApplies(material, 'approve')}
        onClick={() => onApprove(index)}
        title={shortcutHint(intl, 'approve')}
        aria-keyshortcuts={ariaKey('approve')}
      >
        {intl.formatMessage({ id: 'material.action.approve' })}
      </Button>
      <Button
        size="small"
        danger
        disabled={busy || !decisionApplies(material, 'reject')}
        onClick={() => onReject(index)}
        title={shortcutHint(intl, 'reject')}
        aria-keyshortcuts={ariaKey('reject')}
      >
        {intl.formatMessage({ id: 'material.action.reject' })}
      </Button>
    </>
  );
}
