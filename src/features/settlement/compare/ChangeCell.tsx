import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import { NUMBER_CELL } from '@/utils/tableLayout';
import type { ChangeDirection } from '@/utils/change';

/**
 * One change figure: green and up, red and down, always with the arrow and
 * the signed text, so the colour is never the only sign. "New" when the
 * comparison period had nothing; an en dash when neither had anything.
 */
export default function ChangeCell({
  direction,
  text,
  title,
  strong,
}: {
  direction: ChangeDirection;
  /** The signed figure; null shows "New" (up from 0) or the dash. */
  text: string | null;
  /** What it is compared with, on hover. */
  title?: string;
  strong?: boolean;
}) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const up = direction === 'up' || direction === 'new';
  const down = direction === 'down';
  const color = up ? token.colorSuccessText : down ? token.colorErrorText : token.colorTextSecondary;
  const shown = text ?? (direction === 'new' ? intl.formatMessage({ id: 'settlement.change.new' }) : '—');
  return (
    <span
      style={{ ...NUMBER_CELL, color, fontWeight: strong ? 600 : undefined }}
      title={title}
      data-direction={direction}
    >
      {up && <ArrowUpOutlined aria-label={intl.formatMessage({ id: 'settlement.change.up' })} />}
      {down && <ArrowDownOutlined aria-label={intl.formatMessage({ id: 'settlement.change.down' })} />} {shown}
    </span>
  );
}
