import { Form } from 'antd';
import { useT } from '@/hooks/useT';
import { ATTACHMENT_ACCEPT, FILE_LIMIT_MB, fileProblem, INVOICE_ACCEPT } from '../fileRules';
import FileField from './FileField';

interface Props {
  /** An invoice (PDF, required) or a dispute's attachment (PDF or image, optional). */
  kind: 'invoice' | 'attachment';
  label: string;
  /** Under the field: what may be sent, with the size limit. */
  hint: string;
  /** Set when the file is required: the message for none chosen. */
  requiredMessage?: string;
  testId: string;
}

/** The form's `file` field, checked as the server checks it (type, emptiness, size) before it is sent. */
export default function FileFormItem({ kind, label, hint, requiredMessage, testId }: Props) {
  const t = useT();
  return (
    <Form.Item
      name="file"
      label={label}
      extra={hint}
      rules={[
        {
          validator: async (_, file?: File) => {
            if (!file && requiredMessage) throw new Error(requiredMessage);
            const problem = file ? fileProblem(file, kind) : null;
            if (problem) throw new Error(t(problem, { mb: FILE_LIMIT_MB }));
          },
        },
      ]}
    >
      <FileField accept={kind === 'invoice' ? INVOICE_ACCEPT : ATTACHMENT_ACCEPT} label={label} testId={testId} />
    </Form.Item>
  );
}
