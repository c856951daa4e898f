import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useState } from 'react';
import CopyButton from '@/components/CopyButton';
import PasswordPrompt from '@/lib/secrets/PasswordPrompt';
import type { ReportApiCredentials } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import { useT } from '@/hooks/useT';
import styles from '../index.less';
import { revealReportApiSecret, rotateReportApiSecret } from '../api';

const MASK = '••••••••••••••••';

/** Shows only the last four characters: enough to tell two secrets apart. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `${MASK}${secret.slice(-4)}` : MASK;
}

interface Props {
  credentials: ReportApiCredentials;
  onRotated: (next: ReportApiCredentials) => void;
  /** The main account, or ReportApiManage (issue 28): may reveal and rotate the secret, after the password. */
  canManage: boolean;
}

/**
 * API key and secret. The page never receives the secret with the credentials (only its last four characters):
 * "Show" asks for the password and fetches it, and it stays on screen until the page is left; a rotation (also
 * after the password) shows the new one the same way. A view-only account sees the hint and who can reveal it.
 */
export default function CredentialsCard({ credentials, onRotated, canManage }: Props) {
  const intl = useIntl();
  const t = useT();
  // Only in this component's state: gone when the page is left.
  const [secret, setSecret] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [asking, setAsking] = useState<'reveal' | 'rotate' | null>(null);

  const reveal = async (password: string) => {
    setSecret(await revealReportApiSecret(password));
    setRevealed(true);
    setAsking(null);
  };
  const rotate = async (password: string) => {
    const { secret: next, ...rest } = await rotateReportApiSecret(password);
    onRotated(rest);
    // The new secret is what the user now has to copy into their systems.
    setSecret(next);
    setRevealed(true);
    setAsking(null);
  };
  const shown = revealed && secret !== null;

  return (
    <Card
      title={t('reportApi.credentials.title')}
      extra={
        canManage && (
          <Button danger icon={<SyncOutlined />} onClick={() => setAsking('rotate')}>
            {t('reportApi.rotate.button')}
          </Button>
        )
      }
    >
      <Descriptions column={1} bordered size="middle" styles={{ label: { width: 180 } }}>
        <Descriptions.Item label={t('reportApi.apiKey')}>
          <Space wrap>
            <Typography.Text code className={styles.mono} data-testid="api-key">
              {credentials.apiKey}
            </Typography.Text>
            <CopyButton text={credentials.apiKey} size="small" label={t('reportApi.copyKey')} />
          </Space>
        </Descriptions.Item>
        <Descriptions.Item label={t('reportApi.secret')}>
          <Space wrap>
            <Typography.Text code className={styles.mono} data-testid="api-secret">
              {shown ? secret : maskSecret(`${MASK}${credentials.secretHint}`)}
            </Typography.Text>
            {canManage && (
              <Button
                size="small"
                icon={shown ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                // Once fetched, the secret toggles without asking again until the page is left.
                onClick={() => (secret === null ? setAsking('reveal') : setRevealed((v) => !v))}
                aria-pressed={shown}
              >
                {t(shown ? 'reportApi.secret.hide' : 'reportApi.secret.reveal')}
              </Button>
            )}
            {canManage && secret !== null && (
              <CopyButton text={secret} size="small" label={t('reportApi.copySecret')} />
            )}
          </Space>
          {!canManage && (
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} data-testid="api-secret-view-only">
              {t('reportApi.secret.viewOnly')}
            </Typography.Paragraph>
          )}
        </Descriptions.Item>
        <Descriptions.Item label={t('common.createdAt')}>{formatDateTimeZone(credentials.createdAt)}</Descriptions.Item>
        <Descriptions.Item label={t('reportApi.rotatedAt')}>
          {credentials.rotatedAt ? formatDateTimeZone(credentials.rotatedAt) : t('reportApi.never')}
        </Descriptions.Item>
        <Descriptions.Item label={t('reportApi.lastUsedAt')}>
          <span data-testid="last-used">
            {credentials.lastUsedAt ? formatDateTimeZone(credentials.lastUsedAt) : t('reportApi.never')}
          </span>
        </Descriptions.Item>
        {credentials.previous && (
          // The secret before the rotation still works until its grace ends: a pipeline can switch over meanwhile.
          <Descriptions.Item label={t('reportApi.previous')}>
            <Space direction="vertical" size={0} data-testid="api-previous-secret">
              <Typography.Text code className={styles.mono}>
                {maskSecret(`${MASK}${credentials.previous.hint}`)}
              </Typography.Text>
              <Typography.Text type="warning">
                {intl.formatMessage(
                  { id: 'reportApi.previous.until' },
                  { time: formatDateTimeZone(credentials.previous.expiresAt) },
                )}
              </Typography.Text>
              <Typography.Text type="secondary">
                {intl.formatMessage(
                  { id: 'reportApi.previous.lastUsed' },
                  {
                    time: credentials.previous.lastUsedAt
                      ? formatDateTimeZone(credentials.previous.lastUsedAt)
                      : t('reportApi.never'),
                  },
                )}
              </Typography.Text>
            </Space>
          </Descriptions.Item>
        )}
      </Descriptions>
      <Typography.Paragraph type="secondary" className={styles.note}>
        {t('reportApi.secret.note')}
      </Typography.Paragraph>
      <PasswordPrompt
        open={asking === 'reveal'}
        title={t('reportApi.reveal.title')}
        onSubmit={reveal}
        onCancel={() => setAsking(null)}
      />
      <PasswordPrompt
        open={asking === 'rotate'}
        title={t('reportApi.rotate.confirmTitle')}
        description={t('reportApi.rotate.confirmText')}
        okText={t('reportApi.rotate.ok')}
        danger
        onSubmit={rotate}
        onCancel={() => setAsking(null)}
      />
    </Card>
  );
}
