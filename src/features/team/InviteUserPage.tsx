import { history, useIntl } from '@umijs/max';
import { PATHS } from '@/paths';
import { useWrite } from '@/lib/data/useWrite';
import { inviteSubAccount, subAccountKeys } from './api';
import FormPage from './components/FormPage';
import GrantOptionsGate from './components/GrantOptionsGate';
import { EMPTY_SUB_ACCOUNT, grantsOf } from './components/newSubAccount';

/**
 * Invite a sub-account by email: the permissions and apps as the create form sets them, no password (the invitee
 * chooses it through the mailed link). The server answers "Invitation sent to …" itself.
 */
export default function InviteUserPage() {
  const intl = useIntl();
  const invite = useWrite(inviteSubAccount, [subAccountKeys.invitations()]);
  return (
    <FormPage title={intl.formatMessage({ id: 'route.inviteUser' })} onBack={() => history.push(PATHS.subAccounts)}>
      <GrantOptionsGate
        mode="invite"
        draftId="userform.inviteUser"
        initialValues={EMPTY_SUB_ACCOUNT}
        onSubmit={(v) =>
          invite.mutateAsync({
            account_name: v.account_name,
            name: v.name,
            email: v.email ?? '',
            remark: v.remark || undefined,
            ...grantsOf(v),
          })
        }
      />
    </FormPage>
  );
}
