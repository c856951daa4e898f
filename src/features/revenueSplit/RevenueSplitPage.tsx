import { ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Result } from 'antd';
import { useState } from 'react';
import { useT } from '@/hooks/useT';
import { configuredBase, currentMediaDivideUrl, openMediaDivide } from './url';

/**
 * The route of the monthly report menu. The menu itself opens the external
 * report in a new tab; this page is for visitors who land here directly
 * (a bookmark, a new-tab click) or whose browser blocked the tab.
 */
export default function MediaDividePage() {
  const t = useT();
  const [failed, setFailed] = useState(false);
  const available = currentMediaDivideUrl() !== null;

  return (
    <div>
      <Card>
        <Result
          icon={<ExportOutlined />}
          title={t('revenueSplit.title')}
          subTitle={t('revenueSplit.description')}
          extra={
            <Button
              type="primary"
              icon={<ExportOutlined />}
              disabled={!available}
              onClick={() => setFailed(!openMediaDivide())}
              data-testid="media-divide-open"
            >
              {t('revenueSplit.open')}
            </Button>
          }
        >
          {(!available || failed) && (
            <Alert
              type="warning"
              showIcon
              message={t(configuredBase() ? 'revenueSplit.noSession' : 'revenueSplit.notConfigured')}
            />
          )}
          <Alert type="info" showIcon message={t('revenueSplit.popupHint')} style={{ marginBlockStart: 12 }} />
        </Result>
      </Card>
    </div>
  );
}
