import { useIntl } from '@umijs/max';
import { Form } from 'antd';
import RadioChoice from '@/components/RadioChoice';
import FormSelect from '@/components/FormSelect';
import { formRules } from '@/utils/formRules';
import type { AppCategory, AppCreateParams, Platform } from '@/services/typings';
import { APP_CATEGORIES, LIMITS, PLATFORMS } from './constants';
import { isHttpUrl, isValidPackage } from './rules';
import { useTrafficText } from './useTrafficText';
import { LimitedInput, LimitedTextArea } from '@/components/LimitedInput';

export interface AppFormValues {
  name?: string;
  platform?: Platform;
  packageName?: string;
  storeUrl?: string;
  category?: AppCategory;
  description?: string;
  website?: string;
}

export const NEW_APP: AppFormValues = { platform: 'android' };

export function toAppParams(v: AppFormValues): AppCreateParams {
  return {
    name: (v.name ?? '').trim(),
    platform: v.platform as Platform,
    packageName: (v.packageName ?? '').trim(),
    storeUrl: (v.storeUrl ?? '').trim(),
    category: v.category as AppCategory,
    description: (v.description ?? '').trim(),
    // Empty: no developer website (app-ads.txt is then not checked).
    website: (v.website ?? '').trim(),
  };
}

/**
 * The fields of an app, shared by the app dialog and the first step of the
 * new-app flow. Must sit inside an antd/pro Form.
 */
export default function AppFields() {
  const text = useTrafficText();
  const { t } = text;
  const form = Form.useFormInstance<AppFormValues>();
  const platform = Form.useWatch('platform', form) as Platform | undefined;
  const rules = formRules(useIntl());
  const packageLabel = t(platform === 'ios' ? 'app.field.bundleId' : 'app.field.packageName');

  return (
    <>
      <Form.Item name="name" label={t('app.field.name')} rules={[rules.enter(t('app.field.name'))]}>
        <LimitedInput maxLength={LIMITS.appName} showCount autoComplete="off" />
      </Form.Item>
      <Form.Item name="platform" label={t('app.field.platform')} rules={[rules.choose(t('app.field.platform'))]}>
        <RadioChoice optionType="button" options={PLATFORMS.map((p) => ({ value: p, label: text.platform(p) }))} />
      </Form.Item>
      <Form.Item
        name="packageName"
        label={packageLabel}
        dependencies={['platform']}
        extra={t('app.field.packageName.help')}
        rules={[
          rules.enter(packageLabel),
          rules.max(packageLabel, LIMITS.packageName),
          {
            validator: async (_, value: string | undefined) => {
              if (!value || !value.trim() || isValidPackage(platform, value.trim())) return;
              throw new Error(t(platform === 'ios' ? 'app.rule.bundleId' : 'app.rule.packageName'));
            },
          },
        ]}
      >
        <LimitedInput
          maxLength={LIMITS.packageName}
          placeholder="com.example.app"
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
        />
      </Form.Item>
      <Form.Item
        name="storeUrl"
        label={t('app.field.storeUrl')}
        rules={[
          rules.enter(t('app.field.storeUrl')),
          rules.max(t('app.field.storeUrl'), LIMITS.storeUrl),
          {
            validator: async (_, value: string | undefined) => {
              if (!value || !value.trim() || isHttpUrl(value)) return;
              throw new Error(t('app.rule.storeUrl'));
            },
          },
        ]}
      >
        <LimitedInput
          maxLength={LIMITS.storeUrl}
          placeholder={
            platform === 'ios' ? 'https://apps.apple.com/app/id…' : 'https://play.google.com/store/apps/details?id=…'
          }
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          dir="ltr"
        />
      </Form.Item>
      <Form.Item
        name="website"
        label={t('app.field.website')}
        extra={t('app.field.website.help')}
        rules={[
          rules.max(t('app.field.website'), LIMITS.website),
          {
            validator: async (_, value: string | undefined) => {
              if (!value || !value.trim() || isHttpUrl(value)) return;
              throw new Error(t('app.rule.storeUrl'));
            },
          },
        ]}
      >
        <LimitedInput
          maxLength={LIMITS.website}
          placeholder="https://www.example.com"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          dir="ltr"
        />
      </Form.Item>
      <Form.Item name="category" label={t('app.field.category')} rules={[rules.choose(t('app.field.category'))]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          placeholder={t('app.field.category.placeholder')}
          options={APP_CATEGORIES.map((c) => ({ value: c, label: text.category(c) }))}
        />
      </Form.Item>
      <Form.Item name="description" label={t('app.field.description')}>
        <LimitedTextArea maxLength={LIMITS.description} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      </Form.Item>
    </>
  );
}
