import { useIntl } from '@umijs/max';
import { Input, Typography, type InputProps } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { usePasteLimit } from './usePasteLimit';

/**
 * Text fields with a length limit (the contract's x-limit bounds) that say
 * so when a paste was cut to fit, instead of silently keeping the start.
 * Use them wherever a field has a maxLength.
 */
function CutNotice({ id, dropped, max }: { id: string; dropped: number; max: number }) {
  const intl = useIntl();
  return (
    <div role="status" aria-live="polite" id={id}>
      {dropped > 0 && (
        <Typography.Text type="warning" data-testid="paste-cut">
          {intl.formatMessage({ id: 'common.pasteCut' }, { max, dropped })}
        </Typography.Text>
      )}
    </div>
  );
}

export function LimitedInput({ maxLength, onPaste, onChange, ...rest }: InputProps & { maxLength: number }) {
  const limit = usePasteLimit(maxLength, onPaste, onChange);
  return (
    <>
      <Input {...rest} {...limit.fieldProps(rest['aria-describedby'])} />
      <CutNotice {...limit.notice} />
    </>
  );
}

export function LimitedTextArea({ maxLength, onPaste, onChange, ...rest }: TextAreaProps & { maxLength: number }) {
  const limit = usePasteLimit(maxLength, onPaste, onChange);
  return (
    <>
      <Input.TextArea {...rest} {...limit.fieldProps(rest['aria-describedby'])} />
      <CutNotice {...limit.notice} />
    </>
  );
}
