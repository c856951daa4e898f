import { useQuery } from '@tanstack/react-query';
import { Button, List, Space, Switch, Tag, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useWrite } from '@/lib/data/useWrite';
import type { AuthenticatorSetup } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { deviceLabel } from '@/lib/signOut/device';
import PasswordPrompt from '@/lib/secrets/PasswordPrompt';
import { useT } from '@/hooks/useT';
import {
  forgetTrustedBrowser,
  removeAuthenticator,
  renewRecoveryCodes,
  securityKeys,
  setTwoStep,
  setUpAuthenticator,
  twoStepQuery,
} from '../../api';
import RegionCard from '../RegionCard';
import RecoveryCodesDialog from './RecoveryCodesDialog';

// The QR code is drawn only during set-up: its own chunk, so the Security tab's first load stays small.
const AuthenticatorScan = lazy(() => import('./AuthenticatorScan'));

/** What the password dialog is open for. */
type Ask =
  | { kind: 'enabled'; value: boolean }
  | { kind: 'subs'; value: boolean }
  | { kind: 'setup' }
  | { kind: 'remove' }
  | { kind: 'renew' };

/**
 * Two-step sign-in: an emailed code after the password, or (issue 28) an authenticator app's code with recovery
 * codes; a main account may require it of its sub-accounts (a sub-account then cannot turn it off). Every change
 * asks for the password again. The browsers trusted for 30 days are listed and can be forgotten.
 */
export default function TwoStepCard({ timeZone }: { timeZone?: string }) {
  const t = useT();
  const query = useQuery(twoStepQuery());
  const save = useWrite(setTwoStep, [securityKeys.all]);
  const remove = useWrite(removeAuthenticator, [securityKeys.all]);
  const renew = useWrite(renewRecoveryCodes, [securityKeys.all]);
  const forget = useWrite(forgetTrustedBrowser, [securityKeys.all]);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [setup, setSetup] = useState<AuthenticatorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const s = query.data;
  const title = t('account.twoStep.title');
  const quiet = () => undefined;

  /** The dialog's texts and the call it makes with the password. */
  const dialog = (a: Ask) => {
    switch (a.kind) {
      case 'enabled':
        return a.value
          ? { title: t('account.twoStep.on.title'), okText: t('account.twoStep.on.ok') }
          : {
              title: t('account.twoStep.off.title'),
              description: t(s?.authenticator ? 'account.twoStep.off.introApp' : 'account.twoStep.off.intro'),
              okText: t('account.twoStep.off.ok'),
              danger: true,
            };
      case 'subs':
        return { title: t('account.twoStep.requireSubs'), okText: t('common.save') };
      case 'setup':
        return {
          title: t('account.authenticator.setup'),
          description: t('account.authenticator.setup.intro'),
          okText: t('account.authenticator.continue'),
        };
      case 'remove':
        return {
          title: t('account.authenticator.remove'),
          description: t('account.authenticator.remove.intro'),
          okText: t('account.authenticator.remove.ok'),
          danger: true,
        };
      case 'renew':
        return {
          title: t('account.authenticator.renew'),
          description: t('account.authenticator.renew.intro'),
          okText: t('account.authenticator.renew.ok'),
        };
    }
  };

  const confirm = async (password: string) => {
    if (!ask || !s) return;
    if (ask.kind === 'enabled') await save.mutateAsync({ enabled: ask.value, password });
    else if (ask.kind === 'subs')
      await save.mutateAsync({ enabled: s.enabled, requireForSubAccounts: ask.value, password });
    else if (ask.kind === 'setup') setSetup(await setUpAuthenticator({ password }));
    else if (ask.kind === 'remove') await remove.mutateAsync({ password });
    else setCodes((await renew.mutateAsync({ password })).recoveryCodes);
    setAsk(null);
  };

  return (
    <RegionCard title={title} loading={!s}>
      {s && (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {t('account.twoStep.intro')}
          </Typography.Paragraph>
          <Space>
            <Switch
              id="two-step-enabled"
              checked={s.enabled}
              disabled={s.requiredByParent}
              loading={save.isPending}
              onChange={(enabled) => setAsk({ kind: 'enabled', value: enabled })}
            />
            <label htmlFor="two-step-enabled">{t('account.twoStep.enable')}</label>
          </Space>
          {s.requiredByParent && <Typography.Text type="warning">{t('account.twoStep.required')}</Typography.Text>}
          {s.requireForSubAccounts !== null && (
            <Space>
              <Switch
                id="two-step-subs"
                checked={s.requireForSubAccounts}
                loading={save.isPending}
                onChange={(required) => setAsk({ kind: 'subs', value: required })}
              />
              <label htmlFor="two-step-subs">{t('account.twoStep.requireSubs')}</label>
            </Space>
          )}
          <section aria-label={t('account.authenticator.title')} data-testid="authenticator">
            <Typography.Text strong>{t('account.authenticator.title')}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBlock: 4 }}>
              {t('account.authenticator.intro')}
            </Typography.Paragraph>
            {s.authenticator ? (
              <Space wrap>
                <Tag color="green">{t('account.authenticator.on')}</Tag>
                <Typography.Text>
                  {t('account.authenticator.recovery.left', { count: s.recoveryCodesLeft })}
                </Typography.Text>
                <Button size="small" onClick={() => setAsk({ kind: 'renew' })}>
                  {t('account.authenticator.renew')}
                </Button>
                <Button size="small" danger onClick={() => setAsk({ kind: 'remove' })}>
                  {t('account.authenticator.remove')}
                </Button>
              </Space>
            ) : (
              <Button onClick={() => setAsk({ kind: 'setup' })}>{t('account.authenticator.setup')}</Button>
            )}
          </section>
          <List
            header={
              <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
                <Typography.Text strong>{t('account.twoStep.trusted', { days: String(s.trustDays) })}</Typography.Text>
                <Button
                  size="small"
                  disabled={s.trustedBrowsers.length === 0}
                  onClick={() => forget.mutateAsync(undefined).catch(quiet)}
                >
                  {t('account.twoStep.forgetAll')}
                </Button>
              </Space>
            }
            locale={{ emptyText: t('account.twoStep.noTrusted') }}
            dataSource={s.trustedBrowsers}
            data-testid="trusted-browsers"
            renderItem={(b) => (
              <List.Item
                actions={[
                  <Button key="forget" size="small" onClick={() => forget.mutateAsync(b.id).catch(quiet)}>
                    {t('account.twoStep.forget')}
                  </Button>,
                ]}
              >
                <Space wrap>
                  <span>{deviceLabel(t, b.browser, b.os)}</span>
                  {b.current && <Tag color="blue">{t('account.sessions.current')}</Tag>}
                  <bdi dir="ltr">{b.ip}</bdi>
                  <Typography.Text type="secondary">
                    {t('account.twoStep.until', { time: formatDateTimeZone(b.expiresAt, timeZone) })}
                  </Typography.Text>
                </Space>
              </List.Item>
            )}
          />
        </Space>
      )}
      <PasswordPrompt
        open={!!ask}
        {...(ask ? dialog(ask) : { title: '', okText: '' })}
        onSubmit={confirm}
        onCancel={() => setAsk(null)}
      />
      {setup && (
        <Suspense fallback={null}>
          <AuthenticatorScan setup={setup} onClose={() => setSetup(null)} />
        </Suspense>
      )}
      {codes && <RecoveryCodesDialog codes={codes} onClose={() => setCodes(null)} />}
    </RegionCard>
  );
}
