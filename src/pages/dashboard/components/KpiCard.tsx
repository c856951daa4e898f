import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import Panel from '@/components/Panel';
import styles from '../index.less';
import type { CSSProperties } from 'react';
import type { KpiChange } from '../kpi';

/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  inlineSize: 1,
  blockSize: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

interface Props {
  label: string;
  value: string;
  change: KpiChange;
}

/** One KPI: the figure, and its change against the previous period (up green, down red). */
export default function KpiCard({ label, value, change }: Props) {
  const intl = useIntl();
  const { token } = theme.useToken();
  const color =
    change.direction === 'up'
      ? token.colorSuccess
      : change.direction === 'down'
        ? token.colorError
        : token.colorTextTertiary;
  const icon =
    change.direction === 'up' ? (
      <ArrowUpOutlined />
    ) : change.direction === 'down' ? (
      <ArrowDownOutlined />
    ) : (
      <MinusOutlined />
    );
  // The arrow and colour carry the meaning visually; screen readers get it in words.
  const spoken = intl.formatMessage(
    { id: `dashboard.change.${change.direction}` },
    { change: change.text.replace(/^[+-]/, '') },
  );

  return (
    <Panel size="small" data-kpi={label}>
      <div className={styles.muted}>{label}</div>
      <div className={styles.kpiValue} data-role="value">
        {value}
      </div>
      <div style={{ color, fontSize: 13 }} title={spoken} data-role="change" data-direction={change.direction}>
        <span aria-hidden="true">
          {icon} {change.text}
        </span>
        <span style={VISUALLY_HIDDEN}>{spoken}</span>
      </div>
    </Panel>
  );
}
