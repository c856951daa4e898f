import { useQuery } from '@tanstack/react-query';
import { Button, Card, Descriptions, Skeleton } from 'antd';
import { useState } from 'react';
import { usePaymentMethodLabel } from '@/features/statements';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { formatMoney, formatDateTimeZone } from '@/utils/format';
import { isolateFigure } from '@/components/text';
import { useT } from '@/hooks/useT';
import ProfileForm from './ProfileForm';
import { paymentProfileQuery } from './api';

/** The payment profile as the server gives it: the bank account masked (the full number never reaches the browser). */
export default function ProfileCard() {
  const t = useT();
  const method = usePaymentMethodLabel();
  const q = useQuery(paymentProfileQuery());
  const [editing, setEditing] = useState(false);
  const p = q.data;
  return (
    <Card
      title={t('payments.profile.title')}
      extra={p && <Button onClick={() => setEditing(true)}>{t('payments.profile.edit')}</Button>}
      data-testid="payment-profile"
    >
      {q.isPending && <Skeleton active />}
      {p && (
        // One column beside the next-payment card (xl; issue 52: two cut "Internatio/nal" at 1280 px).
        <Descriptions column={{ xs: 1, sm: 2, xl: 1, xxl: 2 }} size="small">
          <Descriptions.Item label={t('payments.profile.payee')}>{p.payeeName}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.method')}>{method(p.method)}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.bank')}>{p.bankName}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.account')}>
            <span data-testid="account-masked" dir="ltr">
              {p.accountMasked}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.swift')}>{p.swiftCode}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.taxId')}>{p.taxId}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.threshold')}>
            {isolateFigure(formatMoney(p.threshold, p.currency))}
          </Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.currency')}>{p.currency}</Descriptions.Item>
          <Descriptions.Item label={t('payments.profile.updated')}>
            {formatDateTimeZone(p.updatedAt, BILLING_TIME_ZONE)}
          </Descriptions.Item>
        </Descriptions>
      )}
      {p && editing && <ProfileForm profile={p} onClose={() => setEditing(false)} />}
    </Card>
  );
}
