import { history, useIntl } from '@umijs/max';
import { PATHS } from '@/paths';
import { useWrite } from '@/lib/data/useWrite';
import { createSubAccount, subAccountKeys } from './api';
import FormPage from './components/FormPage';
import GrantOptionsGate from './components/GrantOptionsGate';
import { EMPTY_SUB_ACCOUNT, grantsOf } from './components/newSubAccount';

/** The create form also holds a password and a phone, which an invitation has not. */
const EMPTY_CREATE = { ...EMPTY_SUB_ACCOUNT, password: '', phone: '' };

/** New sub-account: name, password, permissions and apps. The server answers "Created" itself. */
export default function CreateUserPage() {
  const intl = useIntl();
  const create = useWrite(createSubAccount, [subAccountKeys.lists()]);
  return (
    <FormPage title={intl.formatMessage({ id: 'route.createUser' })} onBack={() => history.push(PATHS.subAccounts)}>
      <GrantOptionsGate
        mode="create"
        draftId="userform.createUser"
        initialValues={EMPTY_CREATE}
        onSubmit={(v) =>
          create.mutateAsync({
            account_name: v.account_name,
            password: v.password ?? '',
            name: v.name,
            email: v.email || undefined,
            phone: v.phone || undefined,
            remark: v.remark || undefined,
            status: v.status,
            ...grantsOf(v),
          })
        }
      />
    </FormPage>
  );
}
