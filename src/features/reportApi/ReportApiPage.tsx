import { PageContainer } from '@ant-design/pro-components';
import { useAccess, useIntl } from '@umijs/max';
import { Card, Col, Row, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import LoadError from '@/components/LoadError';
import { activeTimeZone } from '@/utils/zone';
import { reportApiCredentialsQuery, reportApiKeys } from './api';
import CredentialsCard from './components/CredentialsCard';
import ApiGuide from './components/ApiGuide';
import { apiBaseUrl, MAX_ROWS_PER_PAGE, reportingDay, type ExampleInput } from './guide';

/** Report API: the publisher's key and secret, and how to sign calls to GET /openapi/report. */
export default function ReportApiPage() {
  const intl = useIntl();
  const client = useQueryClient();
  const { canReportApiManage } = useAccess();
  const query = useQuery(reportApiCredentialsQuery());
  const credentials = query.data ?? null;
  // The request layer already said why; a retry under way shows the skeleton again.
  const failed = query.isError && !query.isFetching;

  const example: ExampleInput | null = useMemo(
    () =>
      credentials && {
        baseUrl: apiBaseUrl(typeof API_HOST === 'string' ? API_HOST : '', window.location.origin),
        endpoint: credentials.endpoint,
        apiKey: credentials.apiKey,
        // The last full week: yesterday and the six days before, in the account's time zone.
        start: reportingDay(7, Date.now(), activeTimeZone()),
        end: reportingDay(1, Date.now(), activeTimeZone()),
        timeZone: activeTimeZone(),
        // The page's dimensions work here too: one row per day and country, a full page.
        groupBy: 'day,country',
        pageSize: MAX_ROWS_PER_PAGE,
      },
    [credentials],
  );

  let body;
  if (failed)
    body = (
      <Card>
        <LoadError
          variant="result"
          message={intl.formatMessage({ id: 'reportApi.loadFailed' })}
          onRetry={() => void query.refetch()}
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
          <CredentialsCard
            credentials={credentials}
            canManage={canReportApiManage}
            // The rotation answers with the new credentials: they replace the cached ones.
            onRotated={(next) => client.setQueryData(reportApiKeys.credentials(), next)}
          />
        </Col>
        <Col span={24}>
          <ApiGuide example={example} />
        </Col>
      </Row>
    );
  return <PageContainer title={intl.formatMessage({ id: 'route.reportapi' })}>{body}</PageContainer>;
}
