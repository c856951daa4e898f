import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import Panel from '@/components/Panel';
import HintLabel from '@/components/HintLabel';
import styles from '../DashboardPage.less';
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
  /** What the figure counts (the settlement report's definition of the metric). */
  hint: string;
  value: string;
  change: KpiChange;
  /** What the change is against, e.g. "vs yesterday until 14:00". */
  versus: string;
}

/** One KPI: the figure, and its change against the previous period (up green, down red). */
export default function KpiCard({ label, hint, value, change, versus }: Props) {
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
    // A group named by its metric (not a landmark: six of them would crowd the page's regions). data-kpi and
    // data-role are the browser tests' and the benchmark's handles; the unit tests use the group and the test ids.
    <Panel size="small" role="group" aria-label={label} data-kpi={label}>
      <div className={styles.muted}>
        <HintLabel title={label} hint={hint} />
      </div>
      <div className={styles.kpiValue} data-role="value" data-testid="kpi-value">
        {value}
      </div>
      <div
        style={{ color, fontSize: 13 }}
        title={spoken}
        data-role="change"
        data-testid="kpi-change"
        data-direction={change.direction}
      >
        <span aria-hidden="true">
          {icon} {change.text}
        </span>
        <span style={VISUALLY_HIDDEN}>{spoken}</span>
      </div>
      <div className={styles.muted} style={{ fontSize: 12 }} data-role="versus" data-testid="kpi-versus">
        {versus}
      </div>
    </Panel>
  );
}
