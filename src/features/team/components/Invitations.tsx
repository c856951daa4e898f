import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { Card, Popconfirm, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useSentence } from '@/components/text';
import { useWrite } from '@/lib/data/useWrite';
import type { Invitation } from '@/contract/typings';
import { formatDateTime } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { invitationsQuery, resendInvitation, subAccountKeys, withdrawInvitation } from '../api';
import { AppSummary, PermissionSummary } from './GrantSummary';

/**
 * Invitations waiting for the invitee (extension, issue 20): who, what was granted, when it was sent and when its
 * link expires (in the account's time zone); send again (a new link for 7 more days) or withdraw. Shown only while
 * there is one.
 */
export default function Invitations() {
  const t = useT();
  const sentence = useSentence();
  const { canSubAccountManage } = useAccess();
  const query = useQuery(invitationsQuery());
  const resend = useWrite(resendInvitation, [subAccountKeys.invitations()]);
  const withdraw = useWrite(withdrawInvitation, [subAccountKeys.invitations()]);
  const list = query.data ?? [];
  if (!list.length) return null;
  // In the account's zone, as every time on screen (src/utils/zone.ts).
  const when = (v: string) => formatDateTime(v);
  const quiet = (p: Promise<unknown>) => p.catch(() => undefined); // the request layer showed the reason

  const columns: TableColumnsType<Invitation> = [
    {
      key: 'who',
      title: t('team.field.account_name'),
      fixed: 'left',
      width: 180,
      render: (_, i) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{i.account_name}</Typography.Text>
          <Typography.Text type="secondary">{i.name}</Typography.Text>
          <Typography.Text type="secondary">
            <bdi dir="ltr">{i.email}</bdi>
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'codes',
      title: t('team.field.permissions'),
      // A width, so the chips wrap instead of pushing the expiry and the actions out of view.
      width: 260,
      render: (_, i) => <PermissionSummary codes={i.menuCodes} />,
    },
    {
      key: 'apps',
      title: t('team.field.apps'),
      width: 180,
      render: (_, i) => <AppSummary names={i.appNames} allApps={i.allApps} />,
    },
    {
      key: 'sent',
      title: t('team.invite.col.sent'),
      render: (_, i) => t('team.invite.sentBy', { time: when(i.sentAt), by: i.invitedBy }),
    },
    {
      key: 'expires',
      title: t('team.invite.col.expires'),
      width: 130,
      render: (_, i) =>
        i.status === 'expired' ? (
          <Tag color="orange">{t('team.invite.expired', { time: when(i.expiresAt) })}</Tag>
        ) : (
          when(i.expiresAt)
        ),
    },
  ];
  if (canSubAccountManage)
    columns.push({
      key: 'actions',
      title: t('common.actions'),
      // Send again and withdraw stay in view while the columns between scroll.
      fixed: 'right',
      width: 200,
      render: (_, i) => (
        <Space size="middle">
          <Typography.Link onClick={() => void quiet(resend.mutateAsync(i.id))} disabled={resend.isPending}>
            {t('team.invite.resend')}
          </Typography.Link>
          <Popconfirm
            title={sentence('team.invite.withdrawConfirm', { email: i.email })}
            description={t('team.invite.withdrawNote')}
            okText={t('team.invite.withdraw')}
            okButtonProps={{ danger: true }}
            cancelText={t('common.cancel')}
            onConfirm={() => quiet(withdraw.mutateAsync(i.id))}
          >
            <Typography.Link type="danger">{t('team.invite.withdraw')}</Typography.Link>
          </Popconfirm>
        </Space>
      ),
    });

  return (
    <Card title={t('team.invite.pending', { count: String(list.length) })} style={{ marginBlockEnd: 16 }}>
      <Typography.Paragraph type="secondary">{t('team.invite.pendingHelp')}</Typography.Paragraph>
      <Table<Invitation>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list}
        pagination={false}
        scroll={{ x: 1100 }}
        data-testid="invitations"
      />
    </Card>
  );
}
