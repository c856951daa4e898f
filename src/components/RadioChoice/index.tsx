import { Radio, type RadioGroupProps } from 'antd';
import { forwardRef } from 'react';

/**
 * antd's Radio.Group as an ARIA radiogroup. Without the role its <div> may not carry the
 * `aria-required` that Form.Item gives a required field's control (WCAG 4.1.2, axe's
 * aria-allowed-attr); with it, a screen reader also announces the choices as one group.
 * antd passes `role` on to the <div> (rc-util's pickAttrs keeps it with the aria props)
 * but its props type does not list it.
 */
const RadioChoice = forwardRef<HTMLDivElement, RadioGroupProps>(function RadioChoice(props, ref) {
  const withRole = { ...props, role: 'radiogroup' } as RadioGroupProps;
  return <Radio.Group ref={ref} {...withRole} />;
});

export default RadioChoice;
