import { Button, Modal, Space, Typography } from 'antd';
import CopyButton from '@/components/CopyButton';
import { Code } from '@/components/text';
import { useT } from '@/hooks/useT';

interface Props {
  /** The new secret; null closes the dialog. */
  secret: string | null;
  onStored: () => void;
}

/**
 * A new secret, shown this once (creation, rotation: issue 28): copy it, then confirm it is stored. Only the
 * "I have stored it" button closes the dialog, so it is not dismissed by a stray click.
 */
export default function SecretOnceDialog({ secret, onStored }: Props) {
  const t = useT();
  return (
    <Modal
      open={!!secret}
      title={t('secretDialog.once.title')}
      closable={false}
      maskClosable={false}
      keyboard={false}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onStored}>
          {t('secretDialog.once.stored')}
        </Button>
      }
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>{t('secretDialog.once.text')}</Typography.Text>
        <Space wrap>
          <Typography.Text data-testid="secret-once">
            <Code>{secret ?? ''}</Code>
          </Typography.Text>
          <CopyButton text={secret ?? ''} size="small" label={t('secretDialog.once.copy')} />
        </Space>
      </Space>
    </Modal>
  );
}
