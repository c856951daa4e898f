import { Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * A label that explains itself (a report column's title, a KPI card's name):
 * the definition shows on hover and on keyboard focus. A dotted underline
 * instead of an extra icon keeps the eleven metric columns within a 1280 px
 * screen.
 */
export default function HintLabel({ title, hint }: { title: ReactNode; hint: string }) {
  return (
    <Tooltip title={hint} trigger={['hover', 'focus']}>
      <span
        tabIndex={0}
        aria-description={hint}
        style={{
          textDecorationLine: 'underline',
          textDecorationStyle: 'dotted',
          textUnderlineOffset: 3,
          cursor: 'help',
        }}
      >
        {title}
      </span>
    </Tooltip>
  );
}
