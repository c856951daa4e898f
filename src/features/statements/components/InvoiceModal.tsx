import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { feedback } from '@/feedback';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { LIMITS } from '@/contract/limits';
import { formatMonth } from '@/utils/format';
import { useT } from '@/hooks/useT';
import FormDialog from '@/components/FormDialog';
import { FILE_LIMIT_MB } from '../fileRules';
import { STATEMENT_CHANGES, replaceInvoice, uploadInvoice } from '../api';
import FileFormItem from './FileFormItem';

/** Replacing drops the kept file: said with both names before anything is sent. */
function confirmReplace(
  t: ReturnType<typeof useT>,
  kept: { number: string; fileName: string },
  newName: string,
): Promise<boolean> {
  return new Promise((resolve) => {
    feedback.confirm({
      title: t('statements.invoice.replaceConfirm.title', { number: kept.number }),
      content: t('statements.invoice.replaceConfirm.text', { name: kept.fileName, newName }),
      okText: t('statements.invoice.replaceSend'),
      cancelText: t('statements.cancel'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

interface Values {
  invoiceNumber: string;
  file?: File;
}

/**
 * The invoice of a confirmed month: its number and a PDF of at most 5 MB.
 * The type and size are checked here and again by the server; on any
 * failure the dialog stays open with what was entered.
 */
export default function InvoiceModal({
  month,
  open,
  onClose,
  replacing,
}: {
  month: string;
  open: boolean;
  onClose: () => void;
  /** The invoice kept now, when this dialog replaces it (asked to confirm before sending). */
  replacing?: { number: string; fileName: string };
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const write = useWrite(replacing ? replaceInvoice : uploadInvoice, STATEMENT_CHANGES);
  const [failed, setFailed] = useState(false);

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    if (replacing && !(await confirmReplace(t, replacing, (v.file as File).name))) return;
    setFailed(false);
    try {
      await write.mutateAsync({ month, invoiceNumber: v.invoiceNumber.trim(), file: v.file as File });
      form.resetFields();
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
      setFailed(true);
    }
  };

  return (
    <FormDialog
      open={open}
      title={t(replacing ? 'statements.invoice.replaceTitle' : 'statements.invoice.title', {
        month: formatMonth(month),
      })}
      okText={t(replacing ? 'statements.invoice.replaceSend' : 'statements.invoice.send')}
      onOk={submit}
      onCancel={onClose}
      busy={write.isPending}
      // Keep the values when the dialog closes by mistake; they reset after a successful upload.
      values="keep"
    >
      <Form form={form} layout="vertical" name="invoice">
        <Form.Item
          name="invoiceNumber"
          label={t('statements.invoice.number')}
          rules={[
            { required: true, whitespace: true, message: t('statements.invoice.numberRequired') },
            { max: LIMITS.invoiceNumberMax, message: t('statements.invoice.numberRule') },
            { pattern: /^\s*[A-Za-z0-9_/-]+\s*$/, message: t('statements.invoice.numberRule') },
          ]}
        >
          <Input maxLength={LIMITS.invoiceNumberMax} autoComplete="off" />
        </Form.Item>
        <FileFormItem
          kind="invoice"
          label={t('statements.invoice.file')}
          hint={t('statements.invoice.fileHint', { mb: FILE_LIMIT_MB })}
          requiredMessage={t('statements.invoice.fileRequired')}
          testId="invoice-file"
        />
        {failed && <Alert type="error" showIcon message={t('statements.invoice.failed')} />}
      </Form>
    </FormDialog>
  );
}
