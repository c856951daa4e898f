import { history, useSearchParams } from '@umijs/max';
import { Button, Result, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import LoadError from '@/components/LoadError';
import { PATHS } from '@/paths';
import { useWrite } from '@/lib/data/useWrite';
import type { SubAccount } from '@/contract/typings';
import { useSentence } from '@/components/text';
import { useT } from '@/hooks/useT';
import GrantOptionsGate from './components/GrantOptionsGate';
import FormPage from './components/FormPage';
import { subAccountKeys, subAccountQuery, updateSubAccount } from './api';

/** `?id=` must be a positive whole number (no sign, no leading zero, no exponent). */
export function parseSubAccountId(raw: string | null): number | null {
  if (!raw || !/^[1-9]\d{0,14}$/.test(raw)) return null;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : null;
}

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'missing' } | { state: 'ready'; account: SubAccount };

/** Edit a sub-account given by `?id=`; a bad or unknown id gets a clear not-found state. */
export default function UpdateUserPage() {
  const t = useT();
  const sentence = useSentence();
  const [params] = useSearchParams();
  const rawId = params.get('id');
  const id = parseSubAccountId(rawId);
  const query = useQuery({ ...subAccountQuery(id ?? 0), enabled: id !== null });
  // Saving changes the list and this account.
  const update = useWrite(updateSubAccount, [subAccountKeys.all]);
  let load: Load;
  if (query.isFetching && !query.isSuccess) load = { state: 'loading' };
  else if (query.isError)
    load = { state: 'failed' }; // the request layer already said why
  else if (query.isSuccess) load = query.data ? { state: 'ready', account: query.data } : { state: 'missing' };
  else load = { state: 'loading' };

  const back = (
    <Button type="primary" onClick={() => history.push(PATHS.subAccounts)}>
      {t('team.backToList')}
    </Button>
  );
  let body;
  if (id === null)
    body = <Result status="404" title={t('team.badId.title')} subTitle={t('team.badId.text')} extra={back} />;
  else if (load.state === 'missing')
    body = (
      <Result status="404" title={t('team.notFound.title')} subTitle={t('team.notFound.text', { id })} extra={back} />
    );
  else if (load.state === 'failed')
    body = (
      <LoadError variant="result" message={t('team.loadFailed')} onRetry={() => void query.refetch()} extra={back} />
    );
  else if (load.state === 'loading') body = <Skeleton active paragraph={{ rows: 10 }} />;
  else {
    const a = load.account;
    body = (
      <GrantOptionsGate
        mode="update"
        draftId={`userform.updateUser.${a.id}`}
        initialValues={{
          account_name: a.account_name,
          name: a.name,
          email: a.email,
          phone: a.phone,
          remark: a.remark,
          status: a.status,
          menuCodes: a.menuCodes,
          appIds: a.appIds,
          allApps: a.allApps,
        }}
        onSubmit={(v) =>
          update.mutateAsync({
            id: a.id,
            name: v.name,
            email: v.email ?? '',
            phone: v.phone ?? '',
            remark: v.remark ?? '',
            status: v.status,
            menuCodes: v.menuCodes,
            appIds: v.appIds,
            allApps: v.allApps,
          })
        }
      />
    );
  }
  const title =
    load.state === 'ready' ? sentence('team.update.title', { name: load.account.account_name }) : t('route.updateUser');
  return (
    <FormPage title={title} onBack={() => history.push(PATHS.subAccounts)}>
      {body}
    </FormPage>
  );
}
