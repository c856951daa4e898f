import { useIntl } from '@umijs/max';
import { Button, Modal } from 'antd';
import RecoveryCodesView from './RecoveryCodesView';

/** New recovery codes, after the password: shown this once. */
export default function RecoveryCodesDialog({ codes, onClose }: { codes: string[]; onClose: () => void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
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
