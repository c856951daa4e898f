import { useIntl } from '@umijs/max';
import { Form, InputNumber, Space } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import RadioChoice from '@/components/RadioChoice';
import FormSelect from '@/components/FormSelect';
import type { AdType, AppOption } from '@/contract/typings';
import { formRules } from '@/utils/formRules';
import { LimitedInput } from '@/components/LimitedInput';
import type { AdPositionFormValues } from './adPositionValues';
import {
  AD_TYPES,
  BANNER_SIZES,
  CAP_PERIODS,
  LIMITS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
  PRICE_CURRENCY,
} from './constants';
import { hasAtMostTwoDecimals, isWholeNumber } from './rules';
import { useTrafficText } from './useTrafficText';
import OptionalUrlField from './OptionalUrlField';

export interface AdPositionFieldsProps {
  /** Apps to choose from; without it the app is fixed by the caller (new-app flow). */
  apps?: AppOption[];
  appsLoading?: boolean;
  /** Editing: the app and the ad type cannot change after creation. */
  editing?: boolean;
}

/**
 * The fields of an ad position, shared by the create/edit page and the
 * second step of the new-app flow. Each ad type shows the fields it needs.
 * Must sit inside an antd/pro Form.
 */
export default function AdPositionFields({ apps, appsLoading, editing }: AdPositionFieldsProps) {
  const text = useTrafficText();
  const { t } = text;
  const form = Form.useFormInstance<AdPositionFormValues>();
  const adType = Form.useWatch('adType', form) as AdType | undefined;
  const rules = formRules(useIntl());
  const pick = (field: string) => rules.choose(t(field));
  // The setting only one ad type has: a required choice, its label also naming it in the rule's message.
  const typeChoice = (name: 'bannerSize' | 'nativeTemplate' | 'orientation', control: ReactNode) => (
    <Form.Item name={name} label={t(`adPosition.field.${name}`)} rules={[pick(`adPosition.field.${name}`)]}>
      {control}
    </Form.Item>
  );
  const wholeBetween = (min: number, max: number): Rule => ({
    validator: async (_, v: number | null | undefined) => {
      if (v === null || v === undefined) return;
      if (!isWholeNumber(v) || v < min || v > max) throw new Error(t('adPosition.rule.whole', { min, max }));
    },
  });

  return (
    <>
      {apps ? (
        <Form.Item name="appId" label={t('adPosition.field.app')} rules={[pick('adPosition.field.app')]}>
          <FormSelect
            showSearch
            disabled={editing}
            loading={appsLoading}
            optionFilterProp="label"
            placeholder={t('adPosition.field.app.placeholder')}
            options={apps.map((a) => ({ value: a.value, label: a.label, title: `${a.label} (${a.value})` }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="name"
        label={t('adPosition.field.name')}
        rules={[rules.enter(t('adPosition.field.name')), rules.visible(t('adPosition.field.name'))]}
      >
        <LimitedInput maxLength={LIMITS.adPositionName} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="adType"
        label={t('adPosition.field.adType')}
        rules={[pick('adPosition.field.adType')]}
        extra={editing ? t('adPosition.field.adType.fixed') : adType ? t(`adPosition.typeHelp.${adType}`) : undefined}
      >
        <RadioChoice
          optionType="button"
          disabled={editing}
          options={AD_TYPES.map((a) => ({ value: a, label: text.adType(a) }))}
        />
      </Form.Item>
      {adType === 'banner'
        ? typeChoice(
            'bannerSize',
            <FormSelect options={BANNER_SIZES.map((s) => ({ value: s, label: s }))} style={{ maxWidth: 240 }} />,
          )
        : null}
      {adType === 'native'
        ? typeChoice(
            'nativeTemplate',
            <FormSelect
              options={NATIVE_TEMPLATES.map((n) => ({ value: n, label: text.nativeTemplate(n) }))}
              style={{ maxWidth: 240 }}
            />,
          )
        : null}
      {adType === 'splash'
        ? typeChoice(
            'orientation',
            <RadioChoice options={ORIENTATIONS.map((o) => ({ value: o, label: text.orientation(o) }))} />,
          )
        : null}
      {adType === 'rewarded' ? (
        <Space size="middle" align="start" wrap>
          <Form.Item
            name="rewardName"
            label={t('adPosition.field.rewardName')}
            rules={[rules.enter(t('adPosition.field.rewardName'))]}
          >
            <LimitedInput
              maxLength={LIMITS.rewardName}
              showCount
              placeholder={t('adPosition.field.rewardName.placeholder')}
            />
          </Form.Item>
          <Form.Item
            name="rewardAmount"
            label={t('adPosition.field.rewardAmount')}
            rules={[
              rules.enter(t('adPosition.field.rewardAmount'), { text: false }),
              wholeBetween(1, LIMITS.rewardAmountMax),
            ]}
          >
            <InputNumber style={{ width: 180 }} />
          </Form.Item>
        </Space>
      ) : null}
      {adType === 'rewarded' ? (
        <OptionalUrlField
          name="rewardCallbackUrl"
          label={t('adPosition.field.rewardCallbackUrl')}
          extra={t('adPosition.field.rewardCallbackUrl.help')}
          maxLength={LIMITS.rewardCallbackUrl}
          placeholder="https://api.example.com/rewards/verify"
        />
      ) : null}
      <Form.Item
        name="floorPrice"
        label={t('adPosition.field.floorPrice', { currency: PRICE_CURRENCY })}
        extra={t('adPosition.field.floorPrice.help')}
        rules={[
          rules.enter(t('adPosition.field.floorPrice.short'), { text: false }),
          {
            validator: async (_, v: number | null | undefined) => {
              if (v === null || v === undefined) return;
              if (v < 0 || v > LIMITS.floorPriceMax)
                throw new Error(t('adPosition.rule.floorRange', { max: LIMITS.floorPriceMax }));
              if (!hasAtMostTwoDecimals(v)) throw new Error(t('adPosition.rule.twoDecimals'));
            },
          },
        ]}
      >
        <InputNumber step={0.01} style={{ width: 180 }} suffix={PRICE_CURRENCY} />
      </Form.Item>
      <Form.Item label={t('adPosition.field.frequencyCap')} extra={t('adPosition.field.frequencyCap.help')}>
        <Space.Compact>
          <Form.Item name={['frequencyCap', 'count']} noStyle rules={[wholeBetween(1, LIMITS.capCountMax)]}>
            <InputNumber
              style={{ width: 140 }}
              placeholder={t('adPosition.field.frequencyCap.none')}
              aria-label={t('adPosition.field.frequencyCap.count')}
            />
          </Form.Item>
          <Form.Item name={['frequencyCap', 'period']} noStyle>
            <FormSelect
              style={{ width: 160 }}
              aria-label={t('adPosition.field.frequencyCap.period')}
              options={CAP_PERIODS.map((p) => ({ value: p, label: text.capPeriod(p) }))}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <RadioChoice
          options={[
            { value: 'enabled', label: t('common.enabled') },
            { value: 'disabled', label: t('common.disabled') },
          ]}
        />
      </Form.Item>
    </>
  );
}
