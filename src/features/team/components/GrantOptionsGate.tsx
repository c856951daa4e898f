import { useIntl } from '@umijs/max';
import { Skeleton } from 'antd';
import LoadError from '@/components/LoadError';
import SubAccountForm, { type SubAccountFormProps } from './SubAccountForm';
import { useGrantOptions } from './useGrantOptions';

/** Loads what may be granted, then renders the sub-account form with it; a failed load offers a retry. */
export default function GrantOptionsGate(props: Omit<SubAccountFormProps, 'options'>) {
  const intl = useIntl();
  const { options, failed, reload } = useGrantOptions();
  if (failed)
    return (
      <LoadError
        variant="result"
        message={intl.formatMessage({ id: 'team.optionsFailed' })}
        onRetry={() => void reload()}
      />
    );
  if (!options) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <SubAccountForm {...props} options={options} />;
}
