import { useIntl } from '@umijs/max';
import { Checkbox, Form } from 'antd';
import RadioChoice from '@/components/RadioChoice';
import FormSelect from '@/components/FormSelect';
import { formRules } from '@/utils/formRules';
import type { App, AppCategory, AppCreateParams, ContentRating, Platform } from '@/contract/typings';
import { CONTENT_RATINGS } from '@/contract/values';
import { LimitedInput, LimitedTextArea } from '@/components/LimitedInput';
import { APP_CATEGORIES, LIMITS, PLATFORMS } from './constants';
import { isHttpUrl, isValidPackage, storeUrlMismatch } from './rules';
import AppIcon from './AppIcon';
import StoreLookup from './StoreLookup';
import { useTrafficText } from './useTrafficText';
import OptionalUrlField from './OptionalUrlField';

export interface AppFormValues {
  name?: string;
  platform?: Platform;
  packageName?: string;
  storeUrl?: string;
  category?: AppCategory;
  description?: string;
  website?: string;
  /** Not published yet: no store URL (it can be linked later). */
  unpublished?: boolean;
  /** From the store lookup; never typed. */
  iconUrl?: string;
  childDirected?: boolean;
  contentRating?: ContentRating;
}

/** A form value with no control of its own (the icon comes from the store lookup). */
function NoInput(props: { value?: string }) {
  void props;
  return null;
}

export const NEW_APP: AppFormValues = { platform: 'android', childDirected: false, contentRating: 'everyone' };

/** The form's values of a saved app. */
export function appFormValues(app: App): AppFormValues {
  return {
    name: app.name,
    platform: app.platform,
    packageName: app.packageName,
    storeUrl: app.storeUrl,
    unpublished: !app.storeUrl,
    category: app.category,
    description: app.description,
    website: app.website ?? '',
    iconUrl: app.iconUrl ?? '',
    childDirected: app.childDirected,
    contentRating: app.contentRating,
  };
}

export function toAppParams(v: AppFormValues): AppCreateParams {
  return {
    name: (v.name ?? '').trim(),
    platform: v.platform as Platform,
    packageName: (v.packageName ?? '').trim(),
    // Empty: not published yet.
    storeUrl: v.unpublished ? '' : (v.storeUrl ?? '').trim(),
    category: v.category as AppCategory,
    description: (v.description ?? '').trim(),
    // Empty: no developer website (app-ads.txt is then not checked).
    website: (v.website ?? '').trim(),
    iconUrl: (v.iconUrl ?? '').trim(),
    childDirected: !!v.childDirected,
    contentRating: v.contentRating ?? 'everyone',
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
  const unpublished = Form.useWatch('unpublished', form) as boolean | undefined;
  const iconUrl = Form.useWatch('iconUrl', form) as string | undefined;
  const rules = formRules(useIntl());
  const packageLabel = t(platform === 'ios' ? 'app.field.bundleId' : 'app.field.packageName');

  return (
    <>
      <StoreLookup />
      <Form.Item name="iconUrl" hidden>
        <NoInput />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('app.field.name')}
        rules={[rules.enter(t('app.field.name')), rules.visible(t('app.field.name'))]}
      >
        <LimitedInput
          maxLength={LIMITS.appName}
          showCount
          autoComplete="off"
          prefix={iconUrl ? <AppIcon url={iconUrl} name="" size={20} /> : undefined}
        />
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
        name="unpublished"
        valuePropName="checked"
        extra={unpublished ? t('app.field.unpublished.help') : null}
      >
        <Checkbox>{t('app.field.unpublished')}</Checkbox>
      </Form.Item>
      <Form.Item
        name="storeUrl"
        label={t('app.field.storeUrl')}
        hidden={!!unpublished}
        dependencies={['platform', 'packageName', 'unpublished']}
        rules={
          unpublished
            ? []
            : [
                rules.enter(t('app.field.storeUrl')),
                rules.max(t('app.field.storeUrl'), LIMITS.storeUrl),
                {
                  validator: async (_, value: string | undefined) => {
                    if (!value || !value.trim()) return;
                    if (!isHttpUrl(value)) throw new Error(t('app.rule.storeUrl'));
                    const problem = storeUrlMismatch(platform, form.getFieldValue('packageName'), value);
                    if (problem?.kind === 'platform') throw new Error(t('app.rule.storePlatform'));
                    if (problem?.kind === 'package')
                      throw new Error(
                        t('app.rule.storeMismatch', {
                          found: problem.found,
                          expected: String(form.getFieldValue('packageName')).trim(),
                        }),
                      );
                  },
                },
              ]
        }
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
      <OptionalUrlField
        name="website"
        label={t('app.field.website')}
        extra={t('app.field.website.help')}
        maxLength={LIMITS.website}
        placeholder="https://www.example.com"
      />
      <Form.Item name="category" label={t('app.field.category')} rules={[rules.choose(t('app.field.category'))]}>
        <FormSelect
          showSearch
          optionFilterProp="label"
          placeholder={t('app.field.category.placeholder')}
          options={APP_CATEGORIES.map((c) => ({ value: c, label: text.category(c) }))}
        />
      </Form.Item>
      <Form.Item name="contentRating" label={t('app.field.contentRating')} extra={t('app.field.contentRating.help')}>
        <RadioChoice
          optionType="button"
          options={CONTENT_RATINGS.map((r) => ({ value: r, label: t(`app.contentRating.${r}`) }))}
        />
      </Form.Item>
      <Form.Item name="childDirected" valuePropName="checked" extra={t('app.field.childDirected.help')}>
        <Checkbox>{t('app.field.childDirected')}</Checkbox>
      </Form.Item>
      <Form.Item name="description" label={t('app.field.description')}>
        <LimitedTextArea maxLength={LIMITS.description} showCount rows={3} />
      </Form.Item>
    </>
  );
}
