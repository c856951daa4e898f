import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Alert, Col, Row, Spin, Statistic, Typography } from 'antd';
import { useDebouncedValue } from '@/hooks/useDebouncedValue';
import { blockRuleImpactQuery } from '@/features/blocking/api';
import { BizError } from '@/services/errors';
import type { BlockRuleImpact, BlockRuleImpactParams } from '@/contract/typings';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';
import { DELIVERY_CURRENCY } from '@/contract/values';
import { useT } from '@/hooks/useT';

/** Waits this long after the last change of the form before asking the server. */
export const IMPACT_DEBOUNCE_MS = 400;

/** The four figures, formatted (no values while the first answer is on its way). */
function figures(data: BlockRuleImpact | undefined, locale: string) {
  return [
    { key: 'pending', value: data && formatInteger(data.pending, locale) },
    { key: 'approved', value: data && formatInteger(data.approved, locale) },
    {
      key: 'impressions',
      value: data && formatPercent(data.impressionsShare, 1, locale),
      detail: data && formatInteger(data.impressions, locale),
    },
    {
      key: 'revenue',
      value: data && formatPercent(data.revenueShare, 1, locale),
      detail: data && formatMoney(data.revenue, DELIVERY_CURRENCY, locale),
    },
  ];
}

/**
 * What the rule being edited would block now: pending and approved creatives,
 * and their share of the last 30 days' impressions and revenue, so the
 * publisher sees what a block costs before saving. Asked again (debounced)
 * as the form changes; the last figures stay, dimmed, while the next load.
 */
export default function ImpactPanel({ draft }: { draft: BlockRuleImpactParams | null }) {
  const intl = useIntl();
  const t = useT();
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
            {figures(data, intl.locale).map((f) => (
              <Col span={6} key={f.key}>
                <Statistic
                  title={t(`blocking.impact.${f.key}`)}
                  value={f.value ?? '…'}
                  valueStyle={{ fontSize: 20 }}
                  data-testid={`impact-${f.key}`}
                />
                {f.detail ? <Typography.Text type="secondary">{f.detail}</Typography.Text> : null}
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginBlock: '8px 0' }}>
            {t('blocking.impact.note')}
          </Typography.Paragraph>
        </Spin>
      )}
    </section>
  );
}
