import { Button, type ButtonProps } from 'antd';
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

// Approve leads in the primary tone, Reject follows in the danger tone.
const DECISIONS: { decision: 'approve' | 'reject'; look: ButtonProps }[] = [
  { decision: 'approve', look: { type: 'primary', ghost: true } },
  { decision: 'reject', look: { danger: true } },
];

/** Approve and Reject of one creative, with their keyboard shortcuts (the grid card and the table row). */
export default function ReviewButtons({ material, index, busy, onApprove, onReject }: Props) {
  const intl = useIntl();
  const decide = { approve: onApprove, reject: onReject };
  return (
    <>
      {DECISIONS.map(({ decision, look }) => (
        <Button
          key={decision}
          size="small"
          {...look}
          // A blocked creative waits for its rule (paused or deleted), not for a decision.
          disabled={busy || !decisionApplies(material, decision)}
          onClick={() => decide[decision](index)}
          title={shortcutHint(intl, decision)}
          aria-keyshortcuts={ariaKey(decision)}
        >
          {intl.formatMessage({ id: `review.action.${decision}` })}
        </Button>
      ))}
    </>
  );
}
