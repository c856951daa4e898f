import { Card, Table, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '@/hooks/useT';
import {
  curlExample,
  javascriptExample,
  MAX_CLOCK_SKEW_S,
  MAX_RANGE_DAYS,
  NONCE_MAX_LENGTH,
  NONCE_MEMORY_MIN,
  NONCE_MIN_LENGTH,
  RATE_LIMIT_PER_S,
  BILLING_ZONE,
  MAX_ROWS_PER_PAGE,
  exampleQuery,
  SECRET_ENV,
  stringToSignExample,
  type ExampleInput,
} from '../guide';
import styles from '../index.less';
import CodeBlock from './CodeBlock';

interface Row {
  name: string;
  required: boolean;
  description: ReactNode;
}

const SIGNATURE_FORMULA = 'X-Signature = hex( HMAC-SHA256( secret, timestamp + "\\n" + nonce + "\\n" + sortedQuery ) )';

/** How to call GET /openapi/report: parameters, headers, signing, limits, examples. */
export default function ApiGuide({ example }: { example: ExampleInput }) {
  const t = useT();
  const limits = {
    skew: MAX_CLOCK_SKEW_S,
    minutes: NONCE_MEMORY_MIN,
    min: NONCE_MIN_LENGTH,
    max: NONCE_MAX_LENGTH,
    rate: RATE_LIMIT_PER_S,
    days: MAX_RANGE_DAYS,
    tz: example.timeZone ?? BILLING_ZONE,
    billing: BILLING_ZONE,
    rows: MAX_ROWS_PER_PAGE,
    env: SECRET_ENV,
  };
  const columns = [
    {
      title: t('reportApi.guide.col.name'),
      dataIndex: 'name',
      width: 160,
      render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
    },
    {
      title: t('reportApi.guide.col.required'),
      dataIndex: 'required',
      width: 110,
      render: (v: boolean) => (
        <Tag color={v ? 'blue' : undefined}>{t(v ? 'reportApi.guide.required' : 'reportApi.guide.optional')}</Tag>
      ),
    },
    { title: t('reportApi.guide.col.description'), dataIndex: 'description' },
  ];
  const params: Row[] = [
    { name: 'start', required: true, description: t('reportApi.guide.param.start', limits) },
    { name: 'end', required: true, description: t('reportApi.guide.param.end', limits) },
    { name: 'groupBy', required: false, description: t('reportApi.guide.param.groupBy') },
    { name: 'timeZone', required: false, description: t('reportApi.guide.param.timeZone', limits) },
    {
      name: 'appIds, adPositionIds, adTypes, platforms, countries',
      required: false,
      description: t('reportApi.guide.param.filters'),
    },
    { name: 'page, pageSize', required: false, description: t('reportApi.guide.param.page', limits) },
  ];
  const headers: Row[] = [
    { name: 'X-Api-Key', required: true, description: t('reportApi.guide.header.key') },
    { name: 'X-Timestamp', required: true, description: t('reportApi.guide.header.timestamp', limits) },
    { name: 'X-Nonce', required: true, description: t('reportApi.guide.header.nonce', limits) },
    { name: 'X-Signature', required: true, description: t('reportApi.guide.header.signature') },
  ];
  const endpoint = `GET ${example.baseUrl}${example.endpoint}?${exampleQuery(example)}`;

  return (
    <Card title={t('reportApi.guide.title')}>
      <Typography.Paragraph>{t('reportApi.guide.intro')}</Typography.Paragraph>

      <Typography.Title level={5}>{t('reportApi.guide.endpoint')}</Typography.Title>
      <CodeBlock code={endpoint} label={t('reportApi.guide.copyEndpoint')} testId="guide-endpoint" />

      <Typography.Title level={5}>{t('reportApi.guide.params')}</Typography.Title>
      <Table<Row> rowKey="name" size="small" pagination={false} columns={columns} dataSource={params} />

      <Typography.Title level={5} className={styles.section}>
        {t('reportApi.guide.headers')}
      </Typography.Title>
      <Table<Row> rowKey="name" size="small" pagination={false} columns={columns} dataSource={headers} />

      <Typography.Title level={5} className={styles.section}>
        {t('reportApi.guide.signing')}
      </Typography.Title>
      <ol>
        <li>{t('reportApi.guide.step.sort')}</li>
        <li>{t('reportApi.guide.step.string')}</li>
        <li>{t('reportApi.guide.step.hmac')}</li>
        <li>{t('reportApi.guide.step.send', limits)}</li>
      </ol>
      <CodeBlock code={SIGNATURE_FORMULA} label={t('common.copy')} />
      <Typography.Paragraph>{t('reportApi.guide.stringExample')}</Typography.Paragraph>
      <CodeBlock code={stringToSignExample(example)} label={t('common.copy')} testId="guide-string-to-sign" />

      <Typography.Title level={5}>{t('reportApi.guide.limits')}</Typography.Title>
      <ul>
        <li>{t('reportApi.guide.limit.skew', limits)}</li>
        <li>{t('reportApi.guide.limit.nonce', limits)}</li>
        <li>{t('reportApi.guide.limit.rate', limits)}</li>
        <li>{t('reportApi.guide.limit.refused')}</li>
        <li>{t('reportApi.guide.limit.dates', limits)}</li>
        <li>{t('reportApi.guide.limit.rotate')}</li>
      </ul>

      <Typography.Title level={5}>{t('reportApi.guide.response')}</Typography.Title>
      <Typography.Paragraph>{t('reportApi.guide.responseText', limits)}</Typography.Paragraph>
      {/* Issue 52: today's row is flagged partial, with the time its figures run to. */}
      <Typography.Paragraph data-testid="report-api-partial">{t('reportApi.guide.partialText')}</Typography.Paragraph>

      <Typography.Title level={5}>{t('reportApi.guide.examples')}</Typography.Title>
      <Tabs
        items={[
          {
            key: 'curl',
            label: 'curl',
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('reportApi.guide.curlNote', limits)}</Typography.Paragraph>
                <CodeBlock code={curlExample(example)} label={t('reportApi.guide.copyExample')} testId="guide-curl" />
              </>
            ),
          },
          {
            key: 'js',
            label: 'JavaScript',
            children: (
              <>
                <Typography.Paragraph type="secondary">{t('reportApi.guide.jsNote', limits)}</Typography.Paragraph>
                <CodeBlock
                  code={javascriptExample(example)}
                  label={t('reportApi.guide.copyExample')}
                  testId="guide-js"
                />
              </>
            ),
          },
        ]}
      />
    </Card>
  );
}
