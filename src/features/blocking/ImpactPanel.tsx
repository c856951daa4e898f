import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { blockRuleImpactQuery } from '@/services/blocking';
import { BizError } from '@/services/errors';
import type { BlockRuleImpactParams } from '@/services/typings';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';

/** Waits this long after the last change of the form before asking the server. */
export const IMPACT_DEBOUNCE_MS = 400;

/**
 * What the rule being edited would block now: pending and approved creatives,
 * and their share of the last 30 days' impressions and revenue, so the
 * publisher sees what a block costs before saving. Asked again (debounced)
 * as the form changes; the last figures stay, dimmed, while the next load.
 */
export default function ImpactPanel({ draft }: { draft: BlockRuleImpactParams | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const settled = useDebouncedValue(draft, IMPACT_DEBOUNCE_MS);
  const impact = useQuery({
    ...blockRuleImpactQuery(settled ?? ({} as BlockRuleImpactParams)),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const data = settled ? impact.data : undefined;
  // Still typing (the settled draft is behind) or asking: the last figures stay, dimmed.
  const pending = JSON.stringify(draft) !== JSON.stringify(settled) || impact.isFetching;
  const refused = impact.error instanceof BizError ? impact.error : null;

  return (
    <section aria-label={t('blocking.impact.title')} data-testid="block-impact" aria-busy={pending}>
      <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
        {t('blocking.impact.title')}
      </Typography.Title>
      {!draft ? (
        <Typography.Text type="secondary">{t('blocking.impact.incomplete')}</Typography.Text>
      ) : impact.isError ? (
        <Alert
          type="warning"
          showIcon
          message={t('blocking.impact.failed')}
          description={refused?.fieldErrors ? Object.values(refused.fieldErrors).join(' ') : undefined}
        />
      ) : (
        <Spin spinning={pending && !!data}>
          <Row gutter={[16, 8]}>
            <Col span={6}>
              <Statistic
                title={t('blocking.impact.pending')}
                value={data ? formatInteger(data.pending, intl.locale) : '…'}
                valueStyle={{ fontSize: 20 }}
                data-testid="impact-pending"
              />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('blocking.impact.approved')}
                value={data ? formatInteger(data.approved, intl.locale) : '…'}
                valueStyle={{ fontSize: 20 }}
                data-testid="impact-approved"
              />
            </Col>
            <Col span={6}>
              <Statistic
                title={t('blocking.impact.impressions')}
                value={data ? formatPercent(data.impressionsShare, 1, intl.locale) : '…'}
                valueStyle={{ fontSize: 20 }}
                data-testid="impact-impressions"
              />
              {data ? (
                <Typography.Text type="secondary">{formatInteger(data.impressions, intl.locale)}</Typography.Text>
              ) : null}
            </Col>
            <Col span={6}>
              <Statistic
                title={t('blocking.impact.revenue')}
                value={data ? formatPercent(data.revenueShare, 1, intl.locale) : '…'}
                valueStyle={{ fontSize: 20 }}
                data-testid="impact-revenue"
              />
              {data ? (
                <Typography.Text type="secondary">{formatMoney(data.revenue, 'USD', intl.locale)}</Typography.Text>
              ) : null}
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
            {t('blocking.impact.note')}
          </Typography.Paragraph>
        </Spin>
      )}
    </section>
  );
}
