import { Button, Space, Typography } from 'antd';
import type { MenuCode } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { matchingTemplate, ROLE_TEMPLATE_KEYS, templateCodes, type RoleTemplateKey } from './roleTemplateCodes';

interface Props {
  grantable: ReadonlySet<MenuCode>;
  codes: MenuCode[];
  onPick: (codes: MenuCode[]) => void;
  disabled?: boolean;
}

/**
 * "Start from a role": buttons that fill the permission tree; the one the ticks match is marked. Buttons of the
 * form's own size (not small ones, which looked square and native beside the form's controls).
 */
export default function RoleTemplates({ grantable, codes, onPick, disabled }: Props) {
  const t = useT();
  const current = matchingTemplate(codes, grantable);
  const usable = (k: RoleTemplateKey) => templateCodes(k, grantable).length > 0;
  return (
    <div data-testid="role-templates" style={{ marginBlockEnd: 12 }}>
      <Typography.Text type="secondary" id="role-templates-label">
        {t('team.role.label')}
      </Typography.Text>
      <Space size={[8, 8]} wrap style={{ display: 'flex', marginBlockStart: 4 }} aria-labelledby="role-templates-label">
        {ROLE_TEMPLATE_KEYS.map((k) => (
          <Button
            key={k}
            type={current === k ? 'primary' : 'default'}
            aria-pressed={current === k}
            disabled={disabled || !usable(k)}
            title={t(`team.role.${k}.help`)}
            onClick={() => onPick(templateCodes(k, grantable))}
          >
            {t(`team.role.${k}`)}
          </Button>
        ))}
      </Space>
    </div>
  );
}
