import { useIntl } from '@umijs/max';
import { Button, Col, Form, Input, Row, Space } from 'antd';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { formRules } from '@/utils/formRules';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import type { AccountInfo, AccountUpdateParams } from '@/contract/typings';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { LimitedInput } from '@/components/LimitedInput';
import TimeZoneSelect from '@/components/TimeZoneSelect';
import { LIMITS } from '@/contract/limits';
import { useT } from '@/hooks/useT';
import { EMAIL_RE, PHONE_RE } from '../profileRules';
import { accountKeys, updateAccount } from '../api';

export const PROFILE_DRAFT_ID = 'accounts.myaccount.profile';

type ProfileForm = Required<AccountUpdateParams>;
const FIELDS: (keyof ProfileForm)[] = ['name', 'contact', 'email', 'phone', 'company', 'timeZone'];

interface Props {
  info: AccountInfo;
  onSaved: (info: AccountInfo) => void;
  onCancel: () => void;
}

/** The editable part of the account (`/media/update`); currency is set by the platform. */
export default function AccountEditForm({ info, onSaved, onCancel }: Props) {
  const intl = useIntl();
  const t = useT();
  const [form] = Form.useForm<ProfileForm>();
  const draft = useFormDraft(form, PROFILE_DRAFT_ID);
  useLeaveGuard(draft.dirty);
  const client = useQueryClient();
  // The server answers with the saved account: it replaces the cached one.
  const update = useMutation({
    mutationFn: updateAccount,
    onSuccess: (next) => client.setQueryData(accountKeys.mine(), next),
  });

  const save = useSubmitOnce(async (values: ProfileForm) => {
    const params: AccountUpdateParams = {};
    for (const f of FIELDS) params[f] = (values[f] ?? '').trim();
    try {
      const next = await update.mutateAsync(params);
      draft.clear();
      onSaved(next);
    } catch (e) {
      applyFieldErrors(form, e, { only: FIELDS });
    }
  });

  const label = (f: keyof ProfileForm | 'currency') => t(`account.field.${f}`);
  const rules = formRules(intl);
  const required = (f: keyof ProfileForm) => rules.enter(label(f));
  const max = (f: keyof ProfileForm, n: number) => rules.max(label(f), n);

  return (
    <Form<ProfileForm>
      form={form}
      layout="vertical"
      initialValues={{
        name: info.name,
        contact: info.contact,
        email: info.email,
        phone: info.phone,
        company: info.company,
        timeZone: info.timeZone,
      }}
      onValuesChange={draft.onValuesChange}
      onFinish={save.run}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={label('name')} rules={[required('name'), max('name', LIMITS.personName)]}>
            <LimitedInput maxLength={LIMITS.personName} autoComplete="organization-title" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="contact" label={label('contact')} rules={[max('contact', LIMITS.contact)]}>
            <LimitedInput maxLength={LIMITS.contact} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="email"
            label={label('email')}
            rules={[
              required('email'),
              { pattern: EMAIL_RE, message: t('account.rule.email') },
              max('email', LIMITS.email),
            ]}
          >
            <LimitedInput inputMode="email" maxLength={LIMITS.email} autoComplete="email" dir="ltr" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="phone"
            label={label('phone')}
            rules={[{ pattern: PHONE_RE, message: t('account.rule.phone') }]}
          >
            <LimitedInput dir="ltr" maxLength={20} autoComplete="tel" placeholder="+86 138 0000 0000" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="company" label={label('company')} rules={[max('company', LIMITS.company)]}>
            <LimitedInput maxLength={LIMITS.company} autoComplete="organization" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="timeZone"
            label={label('timeZone')}
            rules={[rules.choose(label('timeZone'))]}
            extra={t('account.timeZone.help')}
          >
            <TimeZoneSelect current={info.timeZone} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label={label('currency')} htmlFor="currency" extra={t('account.currency.readonly')}>
        <Input id="currency" value={info.currency} disabled />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={save.busy}>
          {t(save.busy ? 'common.saving' : 'common.save')}
        </Button>
        <Button
          onClick={() => {
            draft.clear();
            onCancel();
          }}
          disabled={save.busy}
        >
          {t('common.cancel')}
        </Button>
      </Space>
    </Form>
  );
}
