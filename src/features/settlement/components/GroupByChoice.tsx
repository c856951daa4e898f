import { Checkbox, ConfigProvider } from 'antd';
import { useContext, type HTMLAttributes } from 'react';
import type { GroupByKey } from '@/contract/typings';
import styles from './reportLayout.less';

interface Props extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange' | 'defaultValue'> {
  /** Form.Item's value and onChange. */
  value?: GroupByKey[];
  onChange?: (value: GroupByKey[]) => void;
  options: { label: string; value: GroupByKey }[];
  /** The group's name for assistive technology (a form label cannot name a box of checkboxes). */
  'aria-label': string;
}

/**
 * The grouping's checkboxes, each one checked straight from the form's value. Not antd's Checkbox.Group: it
 * copies its value prop into its own state in an effect, so a click showed the box unchanged until a later
 * task had rendered again (a browser test's check read it unchanged, on CI). Here the box shows the click
 * in the same event. Form.Item's `aria-required` is left out: no ARIA role of a group of checkboxes allows
 * it (WCAG 4.1.2, axe's aria-allowed-attr); the label's required mark and the field's message say it.
 */
export default function GroupByChoice({ value = [], onChange, options, className, ...rest }: Props) {
  const { getPrefixCls } = useContext(ConfigProvider.ConfigContext);
  const div = { ...rest, 'aria-required': undefined };
  const toggle = (key: GroupByKey, on: boolean) =>
    onChange?.(options.map((o) => o.value).filter((g) => (g === key ? on : value.includes(g))));
  return (
    <div
      role="group"
      {...div}
      className={[`${getPrefixCls('checkbox')}-group`, styles.groupBy, className].filter(Boolean).join(' ')}
    >
      {options.map((o) => (
        <Checkbox
          key={o.value}
          value={o.value}
          checked={value.includes(o.value)}
          onChange={(e) => toggle(o.value, e.target.checked)}
        >
          {o.label}
        </Checkbox>
      ))}
    </div>
  );
}
