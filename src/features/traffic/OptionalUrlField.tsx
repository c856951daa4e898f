import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import { LimitedInput } from '@/components/LimitedInput';
import { formRules } from '@/utils/formRules';
import { useT } from '@/hooks/useT';
import { isHttpUrl } from './rules';

interface OptionalUrlFieldProps {
  name: string;
  label: string;
  extra: string;
  maxLength: number;
  placeholder: string;
}

/** An optional http(s) address (an app's website, a reward callback): empty is fine, anything else must be a URL. */
export default function OptionalUrlField({ name, label, extra, maxLength, placeholder }: OptionalUrlFieldProps) {
  const t = useT();
  const rules = formRules(useIntl());
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[
        rules.max(label, maxLength),
        {
          validator: async (_, value: string | undefined) => {
            if (!value || !value.trim() || isHttpUrl(value)) return;
            throw new Error(t('app.rule.storeUrl'));
          },
        },
      ]}
    >
      <LimitedInput
        maxLength={maxLength}
        placeholder={placeholder}
        autoComplete="off"
        spellCheck={false}
        inputMode="url"
        dir="ltr"
      />
    </Form.Item>
  );
}
