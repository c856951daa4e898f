import { EditOutlined } from '@ant-design/icons';
import { useAccess } from '@umijs/max';
import { Button, Card, Descriptions, Skeleton, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import LoadError from '@/components/LoadError';
import { loadDraft, setAccountTimeZone } from '@/session';
import { EMPTY, formatDateTimeZone, formatZoneName } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { accountQuery } from '../api';
import AccountEditForm, { PROFILE_DRAFT_ID } from './AccountEditForm';
import RegionCard from './RegionCard';

/** Shows `/media/find`; with AccountManage an Edit button turns the card into the form. */
export default function AccountProfile() {
  const t = useT();
  const { canAccountManage } = useAccess();
  const query = useQuery(accountQuery());
  const info = query.data ?? null;
  // The request layer already said why; a retry under way shows the skeleton again.
  const failed = query.isError && !query.isFetching && !info;
  // A draft left by a session that ended mid-edit reopens the form.
  const [editing, setEditing] = useState(() => canAccountManage && !!loadDraft(PROFILE_DRAFT_ID));
  // The server's zone is the console's: once read or saved here, every page and every open tab follows it.
  const zone = info?.timeZone;
  useEffect(() => {
    if (zone) setAccountTimeZone(zone);
  }, [zone]);

  const title = t('account.profile.title');
  if (failed)
    return (
      <Card title={title}>
        <LoadError variant="result" message={t('account.profile.loadFailed')} onRetry={() => void query.refetch()} />
      </Card>
    );
  if (!info)
    return (
      <Card title={title}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  if (editing && canAccountManage)
    return (
      <Card title={t('account.profile.editTitle')}>
        <AccountEditForm
          info={info}
          // The saved account is already in the cache (AccountEditForm).
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      </Card>
    );

  const value = (v: string | null | undefined) => (v ? v : EMPTY);
  return (
    <RegionCard
      title={title}
      extra={
        canAccountManage ? (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('common.edit')}
          </Button>
        ) : null
      }
    >
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 200 } }}>
        <Descriptions.Item label={t('account.field.account_name')}>
          {info.account_name} <Tag>{t(info.parentId === null ? 'account.kind.main' : 'account.kind.sub')}</Tag>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.field.name')}>{value(info.name)}</Descriptions.Item>
        <Descriptions.Item label={t('account.field.contact')}>{value(info.contact)}</Descriptions.Item>
        <Descriptions.Item label={t('account.field.email')}>{value(info.email)}</Descriptions.Item>
        <Descriptions.Item label={t('account.field.phone')}>
          <span dir="ltr">{value(info.phone)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('account.field.company')}>{value(info.company)}</Descriptions.Item>
        <Descriptions.Item label={t('account.field.currency')}>{info.currency}</Descriptions.Item>
        <Descriptions.Item label={t('account.field.timeZone')}>
          <span data-testid="account-time-zone">{formatZoneName(info.timeZone)}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('common.createdAt')}>
          {formatDateTimeZone(info.createdAt, info.timeZone)}
        </Descriptions.Item>
      </Descriptions>
    </RegionCard>
  );
}
