import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Form, InputNumber, Radio, Switch } from 'antd';
import { useEffect } from 'react';
import FormDialog from '@/components/FormDialog';
import FormSelect from '@/components/FormSelect';
import { NAME_SELECT } from '@/components/text';
import { LIMITS } from '@/contract/limits';
import type { AlertRule, AlertRuleParams } from '@/contract/typings';
import { ALERT_CONDITIONS, ALERT_KINDS, ALERT_METRICS } from '@/contract/values';
import { adPositionOptionsOf, appOptionsQuery, type Option } from '../options';

type Values = Required<
  Omit<AlertRuleParams, 'appId' | 'adPositionId' | 'threshold' | 'hours' | 'metric' | 'condition'>
> & {
  metric?: AlertRuleParams['metric'];
  condition?: AlertRuleParams['condition'];
  appId?: number;
  adPositionId?: number;
  threshold?: number;
  hours?: number;
};

/** The body of a rule from the form: only the fields its kind uses (the server refuses the others). */
export function paramsOf(v: Values): AlertRuleParams {
  const base = { kind: v.kind, enabled: v.enabled };
  if (v.kind === 'payoutHeld') return base;
  const scope = v.kind === 'metric' ? v.scope : v.scope === 'adPosition' ? 'app' : v.scope;
  const where = {
    scope,
    ...(scope === 'app' ? { appId: v.appId } : {}),
    ...(scope === 'adPosition' ? { adPositionId: v.adPositionId } : {}),
  };
  if (v.kind === 'metric')
    return { ...base, ...where, metric: v.metric, condition: v.condition, threshold: v.threshold };
  if (v.kind === 'reviewWaiting') return { ...base, ...where, hours: v.hours };
  return { ...base, ...where };
}

const initialOf = (rule: AlertRule | null): Values =>
  rule
    ? {
        kind: rule.kind,
        enabled: rule.enabled,
        scope: rule.scope,
        metric: rule.metric ?? 'earnings',
        condition: rule.condition ?? 'drop',
        appId: rule.appId ?? undefined,
        adPositionId: rule.adPositionId ?? undefined,
        threshold: rule.threshold ?? undefined,
        hours: rule.hours ?? undefined,
      }
    : {
        kind: 'metric',
        enabled: true,
        scope: 'allApps',
        metric: 'earnings',
        condition: 'drop',
        threshold: 30,
        hours: 24,
      };

/** Add or edit a rule: what to watch, over which apps, and when it fires; each kind shows only its fields. */
export default function RuleForm({
  open,
  rule,
  busy,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  rule: AlertRule | null;
  busy: boolean;
  onSubmit: (params: AlertRuleParams, form: ReturnType<typeof Form.useForm<Values>>[0]) => void;
  onCancel: () => void;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (open) form.setFieldsValue(initialOf(rule));
  }, [open, rule, form]);
  const kind = Form.useWatch('kind', form) ?? 'metric';
  const scope = Form.useWatch('scope', form) ?? 'allApps';
  const metric = Form.useWatch('metric', form);
  const condition = Form.useWatch('condition', form);
  const appId = Form.useWatch('appId', form);
  const apps = useQuery({ ...appOptionsQuery(), enabled: open });
  const positions = useQuery({
    ...adPositionOptionsOf(appId ?? 0),
    enabled: open && !!appId && scope === 'adPosition',
  });
  const appOptions: Option[] = (apps.data ?? []).map((a) => ({ value: a.value, label: a.label }));
  const percent = condition === 'drop' || metric === 'fillRate';
  const scopes = kind === 'metric' ? (['allApps', 'app', 'adPosition'] as const) : (['allApps', 'app'] as const);
  return (
    <FormDialog
      open={open}
      title={t(rule ? 'alerts.form.titleEdit' : 'alerts.form.titleNew')}
      busy={busy}
      onCancel={onCancel}
      onOk={() =>
        form.validateFields().then(
          (v) => onSubmit(paramsOf(v), form),
          () => undefined,
        )
      }
    >
      <Form form={form} layout="vertical" initialValues={initialOf(rule)}>
        <Form.Item name="kind" label={t('alerts.form.kind')} rules={[{ required: true }]}>
          <Radio.Group options={ALERT_KINDS.map((k) => ({ value: k, label: t(`alerts.kind.${k}`) }))} />
        </Form.Item>
        {kind === 'metric' ? (
          <Form.Item name="metric" label={t('alerts.form.metric')} rules={[{ required: true }]}>
            <FormSelect options={ALERT_METRICS.map((m) => ({ value: m, label: t(`alerts.metric.${m}`) }))} />
          </Form.Item>
        ) : null}
        {kind !== 'payoutHeld' ? (
          <Form.Item name="scope" label={t('alerts.form.scope')} rules={[{ required: true }]}>
            <Radio.Group options={scopes.map((s) => ({ value: s, label: t(`alerts.scope.${s}`) }))} />
          </Form.Item>
        ) : null}
        {kind !== 'payoutHeld' && scope !== 'allApps' ? (
          <Form.Item name="appId" label={t('alerts.form.app')} rules={[{ required: true }]}>
            <FormSelect
              {...NAME_SELECT}
              showSearch
              optionFilterProp="label"
              loading={apps.isPending}
              options={appOptions}
            />
          </Form.Item>
        ) : null}
        {kind === 'metric' && scope === 'adPosition' ? (
          <Form.Item name="adPositionId" label={t('alerts.form.adPosition')} rules={[{ required: true }]}>
            <FormSelect
              {...NAME_SELECT}
              showSearch
              optionFilterProp="label"
              disabled={!appId}
              loading={positions.isFetching}
              options={positions.data ?? []}
            />
          </Form.Item>
        ) : null}
        {kind === 'metric' ? (
          <>
            <Form.Item name="condition" label={t('alerts.form.condition')} rules={[{ required: true }]}>
              <Radio.Group options={ALERT_CONDITIONS.map((c) => ({ value: c, label: t(`alerts.condition.${c}`) }))} />
            </Form.Item>
            <Form.Item
              name="threshold"
              label={t(condition === 'drop' ? 'alerts.form.percent' : 'alerts.form.floor')}
              rules={[{ required: true }]}
            >
              <InputNumber
                min={condition === 'drop' ? 1 : 0}
                max={condition === 'drop' ? 99 : percent ? 100 : undefined}
                suffix={percent ? '%' : undefined}
                style={{ inlineSize: '100%' }}
              />
            </Form.Item>
          </>
        ) : null}
        {kind === 'reviewWaiting' ? (
          <Form.Item name="hours" label={t('alerts.form.hours')} rules={[{ required: true }]}>
            <InputNumber min={1} max={LIMITS.alertHoursMax} precision={0} style={{ inlineSize: '100%' }} />
          </Form.Item>
        ) : null}
        <Form.Item name="enabled" label={t('alerts.form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
