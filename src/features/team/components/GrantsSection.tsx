import { Divider, Form, Radio } from 'antd';
import type { MenuCode } from '@/contract/typings';
import { getUserInfo } from '@/session';
import { useT } from '@/hooks/useT';
import AppScopePicker from '../AppScopePicker';
import PermissionPicker from '../PermissionPicker';
import RoleTemplates from '../RoleTemplates';
import type { GrantOptions } from './useGrantOptions';

/**
 * What a sub-account is given: permissions (with role templates to start from) and the data scope (chosen apps,
 * or every app including future ones). `onPicked` reports a template's codes to the form's draft, since
 * setFieldsValue does not fire onValuesChange.
 */
export default function GrantsSection({
  options,
  onPicked,
}: {
  options: GrantOptions;
  onPicked: (codes: MenuCode[]) => void;
}) {
  const t = useT();
  const form = Form.useFormInstance();
  const codes: MenuCode[] = Form.useWatch('menuCodes', form) ?? [];
  const allApps: boolean = Form.useWatch('allApps', form) ?? false;
  // Only an account that sees every app itself may give "all apps" (the server refuses it otherwise): a main account.
  const mayGiveAll = getUserInfo()?.parentId === null || allApps;

  return (
    <>
      <Divider orientation="start" orientationMargin={0}>
        {t('team.section.permissions')}
      </Divider>
      <RoleTemplates
        grantable={options.grantable}
        codes={codes}
        onPick={(next) => {
          form.setFieldsValue({ menuCodes: next });
          void form.validateFields(['menuCodes']).catch(() => undefined);
          onPicked(next);
        }}
      />
      <Form.Item
        name="menuCodes"
        extra={t('team.permissions.help')}
        rules={[
          {
            validator: async (_, value: MenuCode[] | undefined) => {
              if (!value?.length) throw new Error(t('team.rule.menuCodes'));
            },
          },
        ]}
      >
        <PermissionPicker groups={options.groups} grantable={options.grantable} />
      </Form.Item>

      <Divider orientation="start" orientationMargin={0}>
        {t('team.section.apps')}
      </Divider>
      {mayGiveAll && (
        <Form.Item name="allApps">
          <Radio.Group
            aria-label={t('team.section.apps')}
            options={[
              { value: false, label: t('team.apps.chosen') },
              { value: true, label: t('team.apps.everything') },
            ]}
          />
        </Form.Item>
      )}
      {allApps ? (
        <p data-testid="all-apps-note">{t('team.apps.everythingHelp')}</p>
      ) : (
        <Form.Item name="appIds" extra={t('team.apps.help')}>
          <AppScopePicker apps={options.apps} />
        </Form.Item>
      )}
    </>
  );
}
