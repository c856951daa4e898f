import { Select, type RefSelectProps, type SelectProps } from 'antd';
import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react';

/**
 * antd's Select for a required field of a Form.Item. Form.Item gives its control
 * `aria-required`, and rc-select writes every aria-* prop on its root <div> as well as on
 * its combobox input; on a <div> without a role the attribute is not allowed (WCAG 4.1.2,
 * axe's aria-allowed-attr). This Select keeps it where it means something: on the combobox.
 */
const FormSelect = forwardRef<RefSelectProps, SelectProps>(function FormSelect(
  { 'aria-required': required, ...props },
  ref,
) {
  const inner = useRef<RefSelectProps>(null);
  useImperativeHandle(ref, () => inner.current as RefSelectProps);
  // After every render: rc-select may swap its input (search on or off).
  useLayoutEffect(() => {
    const input = inner.current?.nativeElement?.querySelector('input[role="combobox"]');
    if (!input) return;
    if (required === true || required === 'true') input.setAttribute('aria-required', 'true');
    else input.removeAttribute('aria-required');
  });
  return <Select ref={inner} {...props} />;
});

export default FormSelect;
