import { useIntl } from '@umijs/max';
import type { FormInstance } from 'antd';
import type { Rule } from 'antd/es/form';
import { useT } from '@/hooks/useT';
import { Code } from '@/components/text';
import { readDomain } from './domain';

interface DomainValues {
  kind?: string;
  value?: string;
}

/**
 * The value field of a domain rule: refuses spaces and what is no host name, says which host the rule blocks
 * ("Blocks turbo-loans.test and its subdomains") as the user types or pastes, and shows that host in the field
 * once it is left, so what is saved is what the field shows.
 */
export function useDomainField(form: FormInstance, values: DomainValues | undefined) {
  const t = useT();
  const intl = useIntl();
  const isDomain = values?.kind === 'domain';
  const typed = values?.value?.trim() ?? '';
  const reading = isDomain && typed ? readDomain(typed) : null;
  const rule: Rule = {
    validator: async (_, value: string | undefined) => {
      if (!value?.trim()) return; // "Enter what to block" says it
      const r = readDomain(value);
      if (!r.ok) throw new Error(t(`blocking.domain.${r.reason}`));
    },
  };
  const preview =
    reading?.ok === true ? (
      <span data-testid="domain-preview">
        {intl.formatMessage({ id: 'blocking.domain.preview' }, { host: <Code key="host">{reading.host}</Code> })}
      </span>
    ) : undefined;
  const showHost = () => {
    if (reading?.ok && reading.host !== values?.value) form.setFieldValue('value', reading.host);
  };
  return { preview, rule, showHost };
}
