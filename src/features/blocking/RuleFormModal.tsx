import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Divider, Form, Modal } from 'antd';
import { useEffect, useMemo } from 'react';
import RadioChoice from '@/components/RadioChoice';
import FormSelect from '@/components/FormSelect';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { appOptionsQuery } from '@/features/traffic';
import {
  BLOCK_RULE_CHANGES,
  BLOCK_RULE_NOTE_MAX,
  BLOCK_RULE_VALUE_MAX,
  blockCategoriesQuery,
  blockRuleImpactQuery,
  createBlockRule,
  updateBlockRule,
} from '@/features/blocking/api';
import type { BlockRule, BlockRuleDraft, BlockRuleImpactParams } from '@/contract/typings';
import { BLOCK_RULE_KINDS, BLOCK_RULE_SCOPES } from '@/contract/values';
import { NAME_SELECT } from '@/components/text';
import { getUserInfo } from '@/session';
import { LimitedInput, LimitedTextArea } from '@/components/LimitedInput';
import ImpactPanel from './ImpactPanel';
import { readDomain } from './domain';
import { useDomainField } from './useDomainField';
import { confirmImpact, impactWarning } from './impactCheck';
import { usePositionOptions } from './usePositionOptions';
import { useBlockingText } from './labels';

interface Values {
  kind: BlockRuleDraft['kind'];
  value?: string;
  scope: BlockRuleDraft['scope'];
  appIds?: number[];
  /** The app whose ad positions are offered (the form's, not the rule's). */
  positionAppId?: number;
  adPositionIds?: number[];
  note?: string;
}

interface Props {
  open: boolean;
  /** The rule being edited; a new rule without it. */
  rule?: BlockRule | null;
  /** A new rule's first values (e.g. from a creative: its advertiser and app). */
  preset?: Partial<BlockRuleDraft>;
  onClose: () => void;
  onSaved?: (rule: BlockRule) => void;
}

/** The draft the form describes, or null while it is incomplete. */
export function draftOf(v: Partial<Values>): BlockRuleDraft | null {
  const typed = v.value?.trim();
  // A domain rule holds the host of what was typed or pasted; anything else is not a rule yet.
  const domain = v.kind === 'domain' && typed ? readDomain(typed) : null;
  const value = domain ? (domain.ok ? domain.host : undefined) : typed;
  if (!v.kind || !value || !v.scope) return null;
  if (v.scope === 'apps' && !v.appIds?.length) return null;
  if (v.scope === 'adPositions' && !v.adPositionIds?.length) return null;
  return {
    kind: v.kind,
    value,
    scope: v.scope,
    ...(v.scope === 'apps' ? { appIds: v.appIds } : {}),
    ...(v.scope === 'adPositions' ? { adPositionIds: v.adPositionIds } : {}),
    note: v.note?.trim() ?? '',
  };
}

/**
 * New rule / edit rule, with its impact shown before saving (ImpactPanel).
 * Used by the blocking rules page and from a creative in the review queue.
 */
export default function RuleFormModal({ open, rule, preset, onClose, onSaved }: Props) {
  // "Whole account" is for main accounts: a sub-account blocks only in its own apps (the server refuses it too).
  const allowAccountScope = !getUserInfo()?.parentId;
  const text = useBlockingText();
  const { t } = text;
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const values = Form.useWatch([], form) as Partial<Values> | undefined;
  const categories = useQuery({ ...blockCategoriesQuery(), enabled: open });
  const apps = useQuery({ ...appOptionsQuery(), enabled: open });
  const positionAppId = values?.positionAppId;
  const positions = usePositionOptions(open, positionAppId, values?.adPositionIds);
  const { firstAppId } = positions;
  // An edited rule starts the app picker at its positions' app.
  useEffect(() => {
    if (open && positionAppId === undefined && firstAppId !== undefined)
      form.setFieldValue('positionAppId', firstAppId);
  }, [open, positionAppId, firstAppId, form]);
  const save = useWrite(
    (draft: BlockRuleDraft) => (rule ? updateBlockRule({ ...draft, id: rule.id }) : createBlockRule(draft)),
    BLOCK_RULE_CHANGES,
  );

  useEffect(() => {
    if (!open) return;
    const start = rule ?? preset ?? {};
    form.resetFields();
    form.setFieldsValue({
      kind: start.kind ?? 'advertiser',
      value: start.value ?? '',
      scope: start.scope ?? (allowAccountScope ? 'account' : 'apps'),
      appIds: start.appIds ?? [],
      adPositionIds: start.adPositionIds ?? [],
      note: start.note ?? '',
    });
  }, [open, rule, preset, allowAccountScope, form]);

  const draft = useMemo(() => (values ? draftOf(values) : null), [values]);
  const { preview: domainPreview, rule: domainRule, showHost } = useDomainField(form, values);
  const impactParams: BlockRuleImpactParams | null = draft ? { ...draft, ...(rule ? { id: rule.id } : {}) } : null;

  const submit = async () => {
    // A refused field shows its message next to it; nothing else to do.
    const v = await form.validateFields().catch(() => null);
    const d = v && draftOf(v);
    if (!d) return;
    if (d.kind === 'domain' && d.value !== v.value) form.setFieldValue('value', d.value);
    // The same figures as the panel (cached); if they cannot be had, the server decides alone.
    const impact = await queryClient
      .fetchQuery(blockRuleImpactQuery({ ...d, ...(rule ? { id: rule.id } : {}) }))
      .catch(() => null);
    const warning = impact && impactWarning(impact);
    if (impact && warning && !(await confirmImpact(warning, impact, t, intl.locale))) return;
    try {
      const saved = await save.mutateAsync(d);
      onSaved?.(saved);
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  const categoryOptions = (sensitive: boolean) =>
    (categories.data ?? [])
      .filter((c) => c.sensitive === sensitive)
      .map((c) => ({ value: c.key, label: text.category(c.key) }));

  return (
    <Modal
      open={open}
      title={t(rule ? 'blocking.form.editTitle' : 'blocking.form.newTitle', { id: rule?.id ?? '' })}
      onCancel={onClose}
      onOk={submit}
      okText={t('blocking.form.save')}
      cancelText={t('common.cancel')}
      confirmLoading={save.isPending}
      width={720}
      destroyOnHidden
      data-testid="block-rule-form"
    >
      <Form<Values> form={form} layout="vertical" preserve={false} requiredMark>
        <Form.Item name="kind" label={t('blocking.field.kind')} rules={[{ required: true }]}>
          <RadioChoice
            optionType="button"
            options={BLOCK_RULE_KINDS.map((k) => ({ value: k, label: text.kind(k) }))}
            onChange={() => form.setFieldValue('value', '')}
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={t(`blocking.valueLabel.${values?.kind ?? 'advertiser'}`)}
          extra={domainPreview}
          rules={[
            { required: true, whitespace: true, message: t('blocking.form.valueRequired') },
            ...(values?.kind === 'domain' ? [domainRule] : []),
          ]}
        >
          {values?.kind === 'category' ? (
            <FormSelect
              showSearch
              optionFilterProp="label"
              loading={categories.isLoading}
              options={[
                { label: t('blocking.category.general'), options: categoryOptions(false) },
                {
                  label: `${t('blocking.category.sensitive')} (${t('blocking.sensitive')})`,
                  options: categoryOptions(true),
                },
              ]}
            />
          ) : (
            <LimitedInput
              maxLength={BLOCK_RULE_VALUE_MAX}
              dir={values?.kind === 'domain' ? 'ltr' : 'auto'}
              inputMode={values?.kind === 'creative' ? 'numeric' : values?.kind === 'domain' ? 'url' : undefined}
              onBlur={showHost}
            />
          )}
        </Form.Item>
        <Form.Item name="scope" label={t('blocking.field.scope')} rules={[{ required: true }]}>
          <RadioChoice
            options={BLOCK_RULE_SCOPES.map((s) => ({
              value: s,
              label: t(`blocking.scope.${s}`),
              disabled: s === 'account' && !allowAccountScope,
            }))}
          />
        </Form.Item>
        {values?.scope === 'apps' ? (
          <Form.Item
            name="appIds"
            label={t('blocking.field.apps')}
            rules={[{ required: true, message: t('blocking.form.appsRequired') }]}
          >
            <FormSelect
              mode="multiple"
              optionFilterProp="label"
              loading={apps.isLoading}
              options={(apps.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
              {...NAME_SELECT}
            />
          </Form.Item>
        ) : null}
        {values?.scope === 'adPositions' ? (
          <>
            <Form.Item name="positionAppId" label={t('blocking.field.positionApp')}>
              <FormSelect
                showSearch
                optionFilterProp="label"
                loading={apps.isLoading}
                options={(apps.data ?? []).map((a) => ({ value: a.value, label: a.label }))}
                {...NAME_SELECT}
              />
            </Form.Item>
            <Form.Item
              name="adPositionIds"
              label={t('blocking.field.adPositions')}
              rules={[{ required: true, message: t('blocking.form.positionsRequired') }]}
            >
              <FormSelect
                mode="multiple"
                optionFilterProp="label"
                loading={positions.loading}
                options={positions.options}
                {...NAME_SELECT}
              />
            </Form.Item>
          </>
        ) : null}
        <Form.Item name="note" label={t('blocking.field.note')}>
          <LimitedTextArea maxLength={BLOCK_RULE_NOTE_MAX} showCount rows={2} dir="auto" />
        </Form.Item>
      </Form>
      <Divider style={{ marginBlock: 12 }} />
      <ImpactPanel draft={impactParams} />
    </Modal>
  );
}
