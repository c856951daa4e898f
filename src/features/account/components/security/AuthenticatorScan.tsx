import { Form, Input, Modal, QRCode, Space, Typography } from 'antd';
import { useState } from 'react';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import type { AuthenticatorSetup } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { enableAuthenticator, securityKeys } from '../../api';
import RecoveryCodesDialog from './RecoveryCodesDialog';

interface Props {
  setup: AuthenticatorSetup;
  onClose: () => void;
}

/** The key as apps print it: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Set-up after the password (issue 28): the QR code of the otpauth:// address and the key as text, then a current
 * code from the app; on success the recovery codes, this once. Its own chunk: the QR code is drawn only here.
 */
export default function AuthenticatorScan({ setup, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ code: string }>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const enable = useWrite(enableAuthenticator, [securityKeys.all]);

  const confirm = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      setCodes((await enable.mutateAsync(values.code.trim())).recoveryCodes);
    } catch (e) {
      applyFieldErrors(form, e, { only: ['code'] });
    }
  };

  if (codes) return <RecoveryCodesDialog codes={codes} onClose={onClose} />;
  return (
    <Modal
      open
      title={t('account.authenticator.setup')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('account.authenticator.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={enable.isPending}
    >
      <Space direction="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Paragraph style={{ margin: 0 }}>{t('account.authenticator.scan')}</Typography.Paragraph>
        {/* SVG: crisp at any zoom, and drawn without a canvas. */}
        <div role="img" aria-label={t('account.authenticator.qr')} style={{ alignSelf: 'center' }}>
          <QRCode value={setup.uri} type="svg" size={176} bordered={false} />
        </div>
        <div>
          <Typography.Text type="secondary">{t('account.authenticator.secret')}</Typography.Text>
          <div>
            <Typography.Text code copyable={{ text: setup.secret }} data-testid="authenticator-secret">
              <bdi dir="ltr">{grouped(setup.secret)}</bdi>
            </Typography.Text>
          </div>
        </div>
        <Form form={form} layout="vertical" onFinish={confirm}>
          <Form.Item
            name="code"
            label={t('account.authenticator.code')}
            rules={[{ required: true, pattern: /^\s*\d{6}\s*$/, message: t('account.authenticator.code.required') }]}
            style={{ marginBlockEnd: 0 }}
          >
            <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} autoFocus />
          </Form.Item>
        </Form>
      </Space>
    </Modal>
  );
}
