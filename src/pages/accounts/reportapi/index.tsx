import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Button, Card, Col, Result, Row, Skeleton } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { getReportApiCredentials } from '@/services/reportApi';
import type { ReportApiCredentials } from '@/services/typings';
import ApiGuide from './components/ApiGuide';
import CredentialsCard from './components/CredentialsCard';
import { apiBaseUrl, reportingDay, type ExampleInput } from './guide';

/** Report API: the publisher's key and secret, and how to sign calls to GET /openapi/report. */
export default function ReportApiPage() {
  const intl = useIntl();
  const [credentials, setCredentials] = useState<ReportApiCredentials | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setCredentials(await getReportApiCredentials());
    } catch {
      setFailed(true); // the request layer already said why
    }
  }, []);
  useEffect(() => void load(), [load]);

  const example: ExampleInput | null = useMemo(
    () =>
      credentials && {
        baseUrl: apiBaseUrl(typeof API_HOST === 'string' ? API_HOST : '', window.location.origin),
        endpoint: credentials.endpoint,
        apiKey: credentials.apiKey,
        // The last full week: yesterday and the six days before, in the reporting time zone.
        start: reportingDay(7),
        end: reportingDay(1),
      },
    [credentials],
  );

  let body;
  if (failed)
    body = (
      <Card>
        <Result
          status="warning"
          title={intl.formatMessage({ id: 'reportApi.loadFailed' })}
          extra={<Button onClick={() => void load()}>{intl.formatMessage({ id: 'common.retry' })}</Button>}
        />
      </Card>
    );
  else if (!credentials || !example)
    body = (
      <Card>
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  else
    body = (
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <CredentialsCard credentials={credentials} onRotated={setCredentials} />
        </Col>
        <Col span={24}>
          <ApiGuide example={example} />
        </Col>
      </Row>
    );
  return <PageContainer title={intl.formatMessage({ id: 'route.reportapi' })}>{body}</PageContainer>;
}
