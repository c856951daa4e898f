import { EyeInvisibleOutlined, EyeOutlined, SyncOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import CopyButton from '@/components/CopyButton';
import { feedback } from '@/feedback';
import { rotateReportApiSecret } from '@/services/reportApi';
import type { ReportApiCredentials } from '@/services/typings';
import { formatDateTimeZone } from '@/utils/format';
import styles from '../index.less';

const MASK = '••••••••••••••••';

/** Shows only the last four characters: enough to tell two secrets apart. */
export function maskSecret(secret: string): string {
  return secret.length > 8 ? `${MASK}${secret.slice(-4)}` : MASK;
}

interface Props {
  credentials: ReportApiCredentials;
  onRotated: (next: ReportApiCredentials) => void;
}

/** API key and secret: masked until asked, copyable, and the secret can be rotated. */
export default function CredentialsCard({ credentials, onRotated }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [revealed, setRevealed] = useState(false);
  const rotation = useMutation({ mutationFn: rotateReportApiSecret });

  const rotate = () =>
    feedback.confirm({
      title: t('reportApi.rotate.confirmTitle'),
      content: t('reportApi.rotate.confirmText'),
      okText: t('reportApi.rotate.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          onRotated(await rotation.mutateAsync());
          // The new secret is what the user now has to copy into their systems.
          setRevealed(true);
        } catch {
          // the request layer showed the error; keep the dialog's promise resolved
        }
      },
    });

  return (
    <Card
      title={t('reportApi.credentials.title')}
      extra={
        <Button danger icon={<SyncOutlined />} loading={rotation.isPending} onClick={rotate}>
          {t('reportApi.rotate.button')}
        </Button>
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
              {revealed ? credentials.secret : maskSecret(credentials.secret)}
            </Typography.Text>
            <Button
              size="small"
              icon={revealed ? <EyeInvisibleOutlined /> : <EyeOutlined />}
              onClick={() => setRevealed((v) => !v)}
              aria-pressed={revealed}
            >
              {t(revealed ? 'reportApi.secret.hide' : 'reportApi.secret.reveal')}
            </Button>
            <CopyButton text={credentials.secret} size="small" label={t('reportApi.copySecret')} />
          </Space>
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
    </Card>
  );
}
