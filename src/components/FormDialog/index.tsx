import { useIntl } from '@umijs/max';
import { Modal } from 'antd';
import type { ReactNode } from 'react';

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** Validates and sends; the dialog stays open until the caller closes it (on success). */
  onOk: () => void;
  onCancel: () => void;
  /** While the request runs: the OK button spins and cannot be pressed twice. */
  busy: boolean;
  /** The OK button's text when the action has its own word ("Send dispute"); "Save" otherwise. */
  okText?: string;
  /** An OK that cannot be undone (a dispute) is red. */
  danger?: boolean;
  /**
   * `keep`: the form keeps what was typed when the dialog is closed by mistake (it is reset by the caller after
   * a success); `reset` (default): every opening starts from the form's initial values.
   */
  values?: 'keep' | 'reset';
  children: ReactNode;
}

/** The console's dialog around one form: the same buttons, texts and busy state everywhere. */
export default function FormDialog({
  open,
  title,
  onOk,
  onCancel,
  busy,
  okText,
  danger,
  values = 'reset',
  children,
}: FormDialogProps) {
  const intl = useIntl();
  return (
    <Modal
      open={open}
      title={title}
      onOk={onOk}
      onCancel={onCancel}
      okText={okText ?? intl.formatMessage({ id: 'common.save' })}
      okButtonProps={danger ? { danger: true } : undefined}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      confirmLoading={busy}
      forceRender={values === 'keep'}
      destroyOnHidden={values === 'reset'}
    >
      {children}
    </Modal>
  );
}
