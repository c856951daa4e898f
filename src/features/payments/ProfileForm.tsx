import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useIntl } from '@umijs/max';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { usePaymentMethodLabel } from '@/features/statements';
import { LIMITS } from '@/contract/limits';
import type { PaymentProfile, PaymentProfileUpdateParams } from '@/contract/typings';
import { PAYMENT_METHODS } from '@/contract/values';
import { useT } from '@/hooks/useT';
import { formRules } from '@/utils/formRules';
import { PAYMENT_CHANGES, sendPaymentCode, updatePaymentProfile } from './api';
import { inThresholdRange, useThresholdRange } from './threshold';

interface Values extends Omit<PaymentProfileUpdateParams, 'accountNumber' | 'code'> {
  changeAccount: boolean;
  accountNumber?: string;
  code?: string;
}

/** Whether a payout field (not the threshold) differs from the profile as typed (SWIFT in any case, spaces aside). */
function payoutFieldsChanged(
  v: Partial<Record<'payeeName' | 'method' | 'bankName' | 'swiftCode' | 'taxId', string | undefined>>,
  p: PaymentProfile,
): boolean {
  const same = (a: string | undefined, b: string) => a === undefined || a.trim() === b;
  return (
    !same(v.payeeName, p.payeeName) ||
    (v.method !== undefined && v.method !== p.method) ||
    !same(v.bankName, p.bankName) ||
    !same(v.swiftCode?.toUpperCase(), p.swiftCode.toUpperCase()) ||
    !same(v.taxId, p.taxId)
  );
}

/**
 * Change the payment details. Where the money goes (a new bank account, and since issue 52 a new payee, method,
 * bank, SWIFT or tax ID) needs the bank-change code mailed to the main account's address (the server also
 * notifies that address of every payout change); the threshold alone needs none. Payout details belong
 * to the owner (issue 28): a sub-account (`payoutEditable` false) sees them
 * read-only with the reason and may change the threshold only.
 */
export default function ProfileForm({ profile, onClose }: { profile: PaymentProfile; onClose: () => void }) {
  const t = useT();
  const method = usePaymentMethodLabel();
  const visibleRule = formRules(useIntl()).visible;
  const [form] = Form.useForm<Values>();
  const changeAccount = Form.useWatch('changeAccount', form);
  const watched = {
    payeeName: Form.useWatch('payeeName', form),
    method: Form.useWatch('method', form),
    bankName: Form.useWatch('bankName', form),
    swiftCode: Form.useWatch('swiftCode', form),
    taxId: Form.useWatch('taxId', form),
  };
  const save = useWrite(updatePaymentProfile, PAYMENT_CHANGES);
  const send = useWrite(sendPaymentCode, []);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const locked = !profile.payoutEditable;
  const range = useThresholdRange();
  // Where the money goes (issue 52): a new payee, method, bank, SWIFT or tax ID needs the code, as a new account does.
  const payoutChanged = !locked && payoutFieldsChanged(watched, profile);
  const needCode = !!changeAccount || payoutChanged;

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    const params: PaymentProfileUpdateParams = {
      payeeName: v.payeeName.trim(),
      method: v.method,
      bankName: v.bankName.trim(),
      swiftCode: v.swiftCode.trim(),
      taxId: v.taxId.trim(),
      threshold: v.threshold,
      ...(v.changeAccount ? { accountNumber: v.accountNumber?.trim() } : {}),
      ...(needCode ? { code: v.code?.trim() } : {}),
    };
    try {
      await save.mutateAsync(params);
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  return (
    <Modal
      open
      title={t('payments.profile.editTitle')}
      okText={t('payments.profile.save')}
      cancelText={t('statements.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={save.isPending}
      width={560}
    >
      {locked && (
        <Alert
          type="info"
          showIcon
          data-testid="payout-owner-only"
          message={t('payments.profile.ownerOnly')}
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<Values>
        form={form}
        layout="vertical"
        name="paymentProfile"
        initialValues={{
          payeeName: profile.payeeName,
          method: profile.method,
          bankName: profile.bankName,
          swiftCode: profile.swiftCode,
          taxId: profile.taxId,
          threshold: profile.threshold,
          changeAccount: false,
        }}
      >
        <Form.Item
          name="payeeName"
          label={t('payments.profile.payee')}
          rules={[{ required: true, whitespace: true }, visibleRule(t('payments.profile.payee'))]}
        >
          <Input maxLength={LIMITS.payeeNameMax} readOnly={locked} />
        </Form.Item>
        <Form.Item name="method" label={t('payments.profile.method')} rules={[{ required: true }]}>
          <Select options={PAYMENT_METHODS.map((m) => ({ value: m, label: method(m) }))} disabled={locked} />
        </Form.Item>
        <Form.Item name="bankName" label={t('payments.profile.bank')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={100} readOnly={locked} />
        </Form.Item>
        <Form.Item
          name="swiftCode"
          label={t('payments.profile.swift')}
          rules={[
            {
              required: true,
              pattern: /^\s*[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?\s*$/,
              message: t('payments.profile.swiftRule'),
            },
          ]}
        >
          <Input maxLength={11} dir="ltr" readOnly={locked} />
        </Form.Item>
        <Form.Item name="taxId" label={t('payments.profile.taxId')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={LIMITS.taxIdMax} dir="ltr" readOnly={locked} />
        </Form.Item>
        <Form.Item
          name="threshold"
          label={t('payments.profile.threshold')}
          extra={t('payments.profile.thresholdHint', { currency: profile.currency, min: range.min })}
          rules={[
            { required: true, message: range.message },
            {
              validator: async (_, value: number | null | undefined) => {
                if (typeof value === 'number' && !inThresholdRange(value)) throw new Error(range.message);
              },
            },
          ]}
        >
          {/* No min/max on the input: it would clamp 50 to 100 on blur and save what nobody typed. */}
          <InputNumber precision={2} style={{ width: '100%' }} inputMode="decimal" />
        </Form.Item>
        {!locked && (
          <Form.Item name="changeAccount" label={t('payments.profile.changeAccount')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
        {needCode && (
          <>
            <Alert
              type="info"
              showIcon
              data-testid="payout-code-note"
              message={t(changeAccount ? 'payments.profile.codeNote' : 'payments.profile.codeNotePayout', {
                email: profile.email,
              })}
              style={{ marginBottom: 16 }}
            />
            {changeAccount && (
              <Form.Item
                name="accountNumber"
                label={t('payments.profile.newAccount')}
                rules={[
                  { required: true, pattern: /^\s*[A-Za-z0-9 ]{8,40}\s*$/, message: t('payments.profile.accountRule') },
                ]}
              >
                <Input maxLength={40} dir="ltr" autoComplete="off" />
              </Form.Item>
            )}
            <Form.Item label={t('payments.profile.code')} required>
              <Space.Compact style={{ width: '100%' }}>
                <Form.Item
                  name="code"
                  noStyle
                  rules={[{ required: true, pattern: /^\d{6}$/, message: t('payments.profile.codeRule') }]}
                >
                  <Input
                    maxLength={6}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    aria-label={t('payments.profile.code')}
                  />
                </Form.Item>
                <Button
                  loading={send.isPending}
                  onClick={async () => {
                    const r = await send.mutateAsync(undefined);
                    setSentTo(r.email);
                  }}
                >
                  {t('payments.profile.sendCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            {sentTo && <Alert type="success" showIcon message={t('payments.profile.codeSent', { email: sentTo })} />}
          </>
        )}
      </Form>
    </Modal>
  );
}
