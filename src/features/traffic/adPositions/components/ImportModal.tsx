import { DownloadOutlined, InboxOutlined, LoadingOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Modal, Space, Steps, Typography, Upload } from 'antd';
import { useState } from 'react';
import { BizError } from '@/services/errors';
import { useWrite } from '@/lib/data/useWrite';
import { adPositionKeys } from '@/features/traffic/api';
import { importTemplateUrl, processExcel } from '@/features/traffic/api';
import type { ImportResult } from '@/contract/typings';
import { formatInteger } from '@/utils/format';
import { LIMITS } from '@/contract/limits';
import { useTrafficText } from '@/features/traffic/useTrafficText';
import { Name, useSentence } from '@/components/text';
import { checkSpreadsheet, firstFile, IMPORT_ACCEPT, MAX_IMPORT_BYTES } from '../import/checkSpreadsheet';
import { downloadTemplate } from '../import/template';
import ImportResultView from './ImportResultView';
import ColumnGuide from './ColumnGuide';

type Phase =
  | { kind: 'idle' }
  | { kind: 'refused'; message: string }
  | { kind: 'sending'; name: string; size: number }
  | { kind: 'failed'; name: string; message: string | null }
  | { kind: 'done'; name: string; result: ImportResult };

/**
 * Admin-only import of ad positions from one spreadsheet. The file is
 * checked (type, empty, 10 MB) before anything is sent; the server parses it
 * and answers with the rows it accepted and rejected.
 */
export default function ImportModal({
  onClose,
  onImported,
  templateAppId,
}: {
  onClose: () => void;
  onImported: () => void;
  /** The app the template's example rows name (the list's app filter, else the user's first app). */
  templateAppId?: number;
}) {
  const text = useTrafficText();
  const { t } = text;
  const sentence = useSentence();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [hasHeader, setHasHeader] = useState(true);
  const [checkOnly, setCheckOnly] = useState(false);
  const sending = phase.kind === 'sending';
  const [writingTemplate, setWritingTemplate] = useState(false);
  const saveTemplate = async () => {
    setWritingTemplate(true);
    try {
      await downloadTemplate(text, templateAppId);
    } finally {
      setWritingTemplate(false);
    }
  };

  // Imported rows are new ad positions.
  const { mutateAsync: importSheet } = useWrite(
    ({ file, header, check }: { file: File; header: boolean; check: boolean }) =>
      processExcel(file, header ? 1 : 0, {}, check),
    [adPositionKeys.all],
  );

  const send = async (file: File) => {
    const problem = checkSpreadsheet(file);
    if (problem) {
      setPhase({
        kind: 'refused',
        message: t(`spreadsheet.refused.${problem}`, {
          name: file?.name ?? '',
          max: formatInteger(MAX_IMPORT_BYTES / 1024 / 1024),
        }),
      });
      return;
    }
    setPhase({ kind: 'sending', name: file.name, size: file.size });
    try {
      const result = await importSheet({ file, header: hasHeader, check: checkOnly });
      setPhase({ kind: 'done', name: file.name, result });
      if (!result.checkOnly && result.accepted > 0) onImported();
    } catch (e) {
      // The request layer showed the message; the file's own problem also stays next to the picker.
      setPhase({
        kind: 'failed',
        name: file.name,
        message: e instanceof BizError ? (e.fieldErrors?.file ?? null) : null,
      });
    }
  };

  const step = phase.kind === 'sending' ? 1 : phase.kind === 'done' || phase.kind === 'failed' ? 2 : 0;
  return (
    <Modal
      open
      title={t('spreadsheet.title')}
      width={720}
      onCancel={sending ? undefined : onClose}
      closable={!sending}
      maskClosable={false}
      footer={
        <Button onClick={onClose} disabled={sending}>
          {t('common.close')}
        </Button>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph style={{ marginBlockEnd: 0 }}>
          {t('spreadsheet.intro', {
            max: formatInteger(MAX_IMPORT_BYTES / 1024 / 1024),
            rows: formatInteger(LIMITS.importRowsMax),
          })}
        </Typography.Paragraph>
        <Space wrap>
          <Button icon={<DownloadOutlined />} loading={writingTemplate} onClick={() => void saveTemplate()}>
            {t('spreadsheet.templateXlsx')}
          </Button>
          <Typography.Link href={importTemplateUrl()} download>
            {t('spreadsheet.template')}
          </Typography.Link>
        </Space>
        <ColumnGuide />
        <Checkbox checked={hasHeader} disabled={sending} onChange={(e) => setHasHeader(e.target.checked)}>
          {t('spreadsheet.hasHeader')}
        </Checkbox>
        <Checkbox checked={checkOnly} disabled={sending} onChange={(e) => setCheckOnly(e.target.checked)}>
          {t('spreadsheet.checkOnly')}
        </Checkbox>
        <Upload.Dragger
          // Names the file input too (antd hands aria attributes to it): what the drop zone says.
          aria-label={t('spreadsheet.pick')}
          accept={IMPORT_ACCEPT}
          multiple={false}
          showUploadList={false}
          disabled={sending}
          beforeUpload={(file, list) => {
            // Only the first chosen file is sent; the upload itself is ours, not antd's.
            if (file === firstFile(list)) void send(file);
            return false;
          }}
        >
          <p className="ant-upload-drag-icon">{sending ? <LoadingOutlined /> : <InboxOutlined />}</p>
          <p className="ant-upload-text">{t('spreadsheet.pick')}</p>
          <p className="ant-upload-hint">
            {t('spreadsheet.pickHint', { max: formatInteger(MAX_IMPORT_BYTES / 1024 / 1024) })}
          </p>
        </Upload.Dragger>
        {phase.kind === 'refused' ? <Alert type="error" showIcon message={phase.message} role="alert" /> : null}
        {phase.kind !== 'idle' && phase.kind !== 'refused' ? (
          <Steps
            size="small"
            current={step}
            status={phase.kind === 'failed' ? 'error' : phase.kind === 'done' ? 'finish' : 'process'}
            items={[
              { title: t('spreadsheet.step.check') },
              {
                title: t('spreadsheet.step.send'),
                description: phase.kind === 'sending' ? <Name>{phase.name}</Name> : undefined,
                icon: phase.kind === 'sending' ? <LoadingOutlined /> : undefined,
              },
              { title: t('spreadsheet.step.result') },
            ]}
          />
        ) : null}
        {phase.kind === 'sending' ? (
          <Typography.Text type="secondary" role="status">
            {sentence('spreadsheet.sending', { name: phase.name })}
          </Typography.Text>
        ) : null}
        {phase.kind === 'failed' ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            message={sentence('spreadsheet.failed', { name: phase.name })}
            description={phase.message}
          />
        ) : null}
        {phase.kind === 'done' ? <ImportResultView name={phase.name} result={phase.result} /> : null}
      </Space>
    </Modal>
  );
}
