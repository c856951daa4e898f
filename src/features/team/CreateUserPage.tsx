import { PATHS } from '@/paths';
import { history, useIntl } from '@umijs/max';
import { useWrite } from '@/lib/data/useWrite';
import { createSubAccount, subAccountKeys } from './api';
import FormPage from './components/FormPage';
import GrantOptionsGate from './components/GrantOptionsGate';
import type { SubAccountFormValues } from './components/SubAccountForm';

const EMPTY_FORM: SubAccountFormValues = {
  account_name: '',
  password: '',
  name: '',
  email: '',
  phone: '',
  remark: '',
  status: 'enabled',
  menuCodes: [],
  appIds: [],
  allApps: false,
};

/** New sub-account: name, password, permissions and apps. The server answers "Created" itself. */
export default function CreateUserPage() {
  const intl = useIntl();
  const create = useWrite(createSubAccount, [subAccountKeys.lists()]);
  return (
    <FormPage title={intl.formatMessage({ id: 'route.createUser' })} onBack={() => history.push(PATHS.subAccounts)}>
      <GrantOptionsGate
        mode="create"
        draftId="userform.createUser"
        initialValues={EMPTY_FORM}
        onSubmit={(v) =>
          create.mutateAsync({
            account_name: v.account_name,
            password: v.password ?? '',
            name: v.name,
            email: v.email || undefined,
            phone: v.phone || undefined,
            remark: v.remark || undefined,
            status: v.status,
            menuCodes: v.menuCodes,
            appIds: v.appIds,
            allApps: v.allApps,
          })
        }
      />
    </FormPage>
  );
}
