import { Alert, Button, Divider, Modal, Space, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useWrite } from '@/lib/data/useWrite';
import type { SubAccount } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { forcePasswordChange, sendResetLink, subAccountKeys } from '../api';

interface Props {
  account: SubAccount;
  onClose: () => void;
  /** The sub-account changed (the list reloads). */
  onChanged: () => void;
}

/**
 * What a main account may do about a sub-account's password (extension, issue 20): mail it a link to choose a new
 * one, and require a new one at its next sign-in. It never chooses or sees the password itself.
 */
export default function PasswordActions({ account, onClose, onChanged }: Props) {
  const t = useT();
  const [forced, setForced] = useState(account.mustChangePassword);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = useWrite(sendResetLink, []);
  const force = useWrite(forcePasswordChange, [subAccountKeys.all]);
  const values = { account: account.account_name, email: account.email };

  const sendLink = async () => {
    try {
      setSentTo((await send.mutateAsync(account.id)).email);
    } catch {
      // the request layer showed the reason (too soon, no email)
    }
  };
  const toggle = async (enabled: boolean) => {
    try {
      setForced((await force.mutateAsync({ id: account.id, enabled })).mustChangePassword);
      onChanged();
    } catch {
      // shown by the request layer; the switch stays as it was
    }
  };

  return (
    <Modal
      open
      title={t('team.password.title', values)}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t('common.close')}</Button>}
    >
      <Typography.Paragraph type="secondary">{t('team.password.intro')}</Typography.Paragraph>
      <Divider orientation="start" orientationMargin={0}>
        {t('team.password.link')}
      </Divider>
      {account.email ? (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{t('team.password.linkHelp', values)}</Typography.Text>
          <Button onClick={() => void sendLink()} loading={send.isPending}>
            {t('team.password.send')}
          </Button>
          {sentTo && (
            <Alert type="success" showIcon message={t('team.password.sent', { email: sentTo })} role="status" />
          )}
        </Space>
      ) : (
        <Alert type="info" showIcon message={t('team.password.noEmail')} />
      )}
      <Divider orientation="start" orientationMargin={0}>
        {t('team.password.force')}
      </Divider>
      <Space align="start">
        <Switch
          id="force-change"
          checked={forced}
          loading={force.isPending}
          onChange={(on) => void toggle(on)}
          aria-describedby="force-change-help"
        />
        <label htmlFor="force-change">
          <Typography.Text>{t('team.password.forceLabel')}</Typography.Text>
          <br />
          <Typography.Text type="secondary" id="force-change-help">
            {t('team.password.forceHelp', values)}
          </Typography.Text>
        </label>
      </Space>
    </Modal>
  );
}
