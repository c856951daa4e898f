import { DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Space } from 'antd';
import CopyButton from '@/components/CopyButton';
import { saveBlob } from '@/utils/sheet';
import { useT } from '@/hooks/useT';

/** The recovery codes, shown this once (the server keeps only their hashes): copy them or save them as a file. */
export default function RecoveryCodesView({ codes }: { codes: string[] }) {
  const t = useT();
  const text = codes.join('\n');
  const label = t('account.authenticator.recovery.list');
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Alert type="warning" showIcon message={t('account.authenticator.recovery.once')} />
      <ol
        aria-label={label}
        data-testid="recovery-codes"
        style={{ columns: 2, fontFamily: 'monospace', fontSize: 15, margin: 0 }}
      >
        {codes.map((c) => (
          <li key={c}>
            <bdi dir="ltr">{c}</bdi>
          </li>
        ))}
      </ol>
      <Space wrap>
        <CopyButton text={text} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => saveBlob(new Blob([`${text}\n`], { type: 'text/plain' }), 'media-console-recovery-codes.txt')}
        >
          {t('account.authenticator.recovery.download')}
        </Button>
      </Space>
    </Space>
  );
}
