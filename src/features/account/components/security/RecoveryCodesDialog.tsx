import { Button, Modal } from 'antd';
import { useT } from '@/hooks/useT';
import RecoveryCodesView from './RecoveryCodesView';

/** New recovery codes, after the password: shown this once. */
export default function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      open
      title={t('account.authenticator.recovery.title')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('account.authenticator.done')}
        </Button>
      }
    >
      <RecoveryCodesView codes={codes} />
    </Modal>
  );
}
