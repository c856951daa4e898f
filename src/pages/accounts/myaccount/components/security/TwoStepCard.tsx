import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, Card, List, Space, Switch, Tag, Typography } from 'antd';
import { useWrite } from '@/features/data/useWrite';
import { forgetTrustedBrowser, securityKeys, setTwoStep, twoStepQuery } from '@/services/security';
import { formatDateTimeZone } from '@/utils/format';
import { deviceLabel } from '@/features/session/device';

/**
 * Two-step sign-in: an emailed code after the password; a main account may
 * require it of its sub-accounts (a sub-account then cannot turn it off). The
 * browsers trusted for 30 days are listed and can be forgotten.
 */
export default function TwoStepCard({ timeZone }: { timeZone?: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const query = useQuery(twoStepQuery());
  const save = useWrite(setTwoStep, [securityKeys.all]);
  const forget = useWrite(forgetTrustedBrowser, [securityKeys.all]);
  const s = query.data;
  const title = t('account.twoStep.title');
  const quiet = () => undefined;

  return (
    <Card title={title} role="region" aria-label={title} loading={!s}>
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
              onChange={(enabled) => save.mutateAsync({ enabled }).catch(quiet)}
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
                onChange={(required) =>
                  save.mutateAsync({ enabled: s.enabled, requireForSubAccounts: required }).catch(quiet)
                }
              />
              <label htmlFor="two-step-subs">{t('account.twoStep.requireSubs')}</label>
            </Space>
          )}
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
    </Card>
  );
}
