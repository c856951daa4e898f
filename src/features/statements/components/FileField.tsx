import { UploadOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Upload } from 'antd';

interface Props {
  value?: File;
  onChange?: (file: File | undefined) => void;
  accept: string;
  label: string;
  testId: string;
}

/**
 * One file for a form field: chosen, never uploaded by antd itself (the
 * form sends it with the other fields). The form item's rules check it.
 */
export default function FileField({ value, onChange, accept, label, testId }: Props) {
  const intl = useIntl();
  return (
    <div data-testid={testId}>
      <Upload
        // On the (hidden) file input itself: what a test chooses a file with.
        data-testid={`${testId}-input`}
        accept={accept}
        maxCount={1}
        fileList={value ? [{ uid: 'file', name: value.name, status: 'done' }] : []}
        beforeUpload={(file) => {
          onChange?.(file);
          return false;
        }}
        onRemove={() => onChange?.(undefined)}
      >
        <Button icon={<UploadOutlined />} aria-label={label}>
          {intl.formatMessage({ id: 'statements.file.choose' })}
        </Button>
      </Upload>
    </div>
  );
}
