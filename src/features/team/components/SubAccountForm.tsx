import { history, useIntl } from '@umijs/max';
import { Button, Col, Divider, Form, Input, Row } from 'antd';
import { formRules } from '@/utils/formRules';
import { PATHS } from '@/paths';
import RadioChoice from '@/components/RadioChoice';
import StickyActions from '@/components/StickyActions';
import PasswordStrengthMeter from '@/components/PasswordStrengthMeter';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import type { EnabledStatus, MenuCode } from '@/contract/typings';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '@/utils/passwordStrength';
import { useLeaveAfterSave } from '@/lib/drafts/useLeaveAfterSave';
import { LimitedInput, LimitedTextArea } from '@/components/LimitedInput';
import { LIMITS } from '@/contract/limits';
import { useT } from '@/hooks/useT';
import GrantsSection from './GrantsSection';
import type { GrantOptions } from './useGrantOptions';

export interface SubAccountFormValues {
  account_name: string;
  password?: string;
  name: string;
  email?: string;
  phone?: string;
  remark?: string;
  status: EnabledStatus;
  menuCodes: MenuCode[];
  appIds: number[];
  /** Every app, including ones added later (then appIds is not used). */
  allApps: boolean;
}

export const ACCOUNT_NAME_RE = /^[A-Za-z][A-Za-z0-9_-]{3,31}$/;
const EMAIL_RE = /^[^\s@<>()]+@[^\s@<>()]+\.[A-Za-z]{2,}$/;
const PHONE_RE = /^\+?[0-9][0-9 -]{5,19}$/;
const FIELDS = [
  'account_name',
  'password',
  'name',
  'email',
  'phone',
  'remark',
  'status',
  'menuCodes',
  'appIds',
  'allApps',
];

/** Server fields whose label is not `team.field.<name>` (for a message naming a field the form hides). */
const FIELD_LABELS: Record<string, string> = {
  status: 'common.status',
  menuCodes: 'team.field.permissions',
  appIds: 'team.field.apps',
  allApps: 'team.section.apps',
};

const SUBMIT = { create: 'team.create.submit', invite: 'team.invite.submit', update: 'common.save' };

export interface SubAccountFormProps {
  /** invite: no password, status or phone (the invitee sets the password); the email is required. */
  mode: 'create' | 'update' | 'invite';
  initialValues: SubAccountFormValues;
  options: GrantOptions;
  draftId: string;
  /** Sends the values; rejects with the server's error. */
  onSubmit: (values: SubAccountFormValues) => Promise<unknown>;
}

/**
 * Create, invite and update share this form; the account name is fixed and the password absent on update, and an
 * invitation has an email instead of a password.
 */
export default function SubAccountForm({ mode, initialValues, options, draftId, onSubmit }: SubAccountFormProps) {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<SubAccountFormValues>();
  const draft = useFormDraft(form, draftId);
  useLeaveGuard(draft.dirty);
  const leave = useLeaveAfterSave(draft.dirty);
  const password = Form.useWatch('password', form);
  const accountName = Form.useWatch('account_name', form);

  const save = useSubmitOnce(async (values: SubAccountFormValues) => {
    const trimmed: SubAccountFormValues = {
      ...values,
      account_name: values.account_name?.trim(),
      name: values.name?.trim(),
      email: values.email?.trim() ?? '',
      phone: values.phone?.trim() ?? '',
      remark: values.remark?.trim() ?? '',
    };
    try {
      await onSubmit(trimmed);
    } catch (e) {
      applyFieldErrors(form, e, { only: FIELDS, label: (f) => t(FIELD_LABELS[f] ?? `team.field.${f}`) });
      return;
    }
    draft.clear();
    leave(PATHS.subAccounts);
  });

  const label = (f: string) => t(`team.field.${f}`);
  const rules = formRules(intl);
  const required = (f: string) => rules.enter(label(f));
  const max = (f: string, n: number) => rules.max(label(f), n);

  return (
    <Form<SubAccountFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={draft.onValuesChange}
      onFinish={save.run}
      scrollToFirstError
    >
      <Divider orientation="start" orientationMargin={0}>
        {t('team.section.basic')}
      </Divider>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="account_name"
            label={label('account_name')}
            extra={mode !== 'update' ? t('team.rule.accountName') : t('team.accountNameFixed')}
            rules={
              mode !== 'update'
                ? [required('account_name'), { pattern: ACCOUNT_NAME_RE, message: t('team.rule.accountName') }]
                : []
            }
          >
            <LimitedInput maxLength={32} autoComplete="off" disabled={mode === 'update'} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="name"
            label={label('name')}
            rules={[required('name'), rules.visible(label('name')), max('name', LIMITS.personName)]}
          >
            <LimitedInput maxLength={LIMITS.personName} autoComplete="off" />
          </Form.Item>
        </Col>
        {mode === 'create' && (
          <Col xs={24} md={12}>
            <Form.Item
              name="password"
              label={label('password')}
              rules={[
                { ...required('password'), whitespace: false },
                {
                  validator: async (_, value: string | undefined) => {
                    if (value && !isAcceptablePassword(value)) throw new Error(t('account.password.rulesFailed'));
                  },
                },
              ]}
              extra={<PasswordStrengthMeter value={password} avoid={[accountName]} />}
            >
              <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
            </Form.Item>
          </Col>
        )}
        {mode !== 'invite' && (
          <Col xs={24} md={12}>
            <Form.Item name="status" label={t('common.status')}>
              <RadioChoice
                optionType="button"
                options={[
                  { value: 'enabled', label: t('common.enabled') },
                  { value: 'disabled', label: t('common.disabled') },
                ]}
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={label('email')}
            extra={mode === 'invite' ? t('team.invite.emailHelp') : undefined}
            rules={[
              ...(mode === 'invite' ? [required('email')] : []),
              { pattern: EMAIL_RE, message: t('account.rule.email') },
              max('email', LIMITS.email),
            ]}
          >
            <LimitedInput inputMode="email" maxLength={LIMITS.email} autoComplete="off" dir="ltr" />
          </Form.Item>
        </Col>
        {mode !== 'invite' && (
          <Col xs={24} md={12}>
            <Form.Item
              name="phone"
              label={label('phone')}
              rules={[{ pattern: PHONE_RE, message: t('account.rule.phone') }]}
            >
              <LimitedInput dir="ltr" maxLength={20} autoComplete="off" />
            </Form.Item>
          </Col>
        )}
        <Col span={24}>
          <Form.Item name="remark" label={label('remark')} rules={[max('remark', LIMITS.remark)]}>
            <LimitedTextArea maxLength={LIMITS.remark} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>

      <GrantsSection options={options} onPicked={() => draft.onValuesChange()} />

      <StickyActions>
        <Button type="primary" htmlType="submit" loading={save.busy}>
          {t(SUBMIT[mode])}
        </Button>
        <Button onClick={() => history.push(PATHS.subAccounts)} disabled={save.busy}>
          {t('common.cancel')}
        </Button>
      </StickyActions>
    </Form>
  );
}
