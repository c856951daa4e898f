import { useIntl } from '@umijs/max';
import { Checkbox, Tag, Tooltip } from 'antd';
import type { MenuCode, PermissionGroup } from '@/contract/typings';
import { codeLabel, groupLabel, toggleCode } from './permissionCodes';
import styles from './pickers.less';

interface Props {
  groups: PermissionGroup[];
  /** Codes the caller may grant; others show but cannot be ticked. */
  grantable: ReadonlySet<MenuCode>;
  value?: MenuCode[];
  onChange?: (codes: MenuCode[]) => void;
  disabled?: boolean;
}

/**
 * The permission tree: one row per menu group with its View and Manage
 * codes. Ticking Manage ticks View; unticking View unticks Manage. Plain
 * checkboxes, so Tab and Space work.
 */
export default function PermissionPicker({ groups, grantable, value = [], onChange, disabled }: Props) {
  const intl = useIntl();
  const selected = new Set(value);
  const set = (next: MenuCode[]) => onChange?.(next);

  return (
    <div className={styles.tree} role="group" aria-label={intl.formatMessage({ id: 'team.field.permissions' })}>
      {groups.map((g) => {
        const own = g.children.filter((c) => grantable.has(c.code));
        const ticked = own.filter((c) => selected.has(c.code)).length;
        const name = groupLabel(intl, g.key, g.name);
        return (
          <div key={g.key} className={styles.row} data-group={g.key}>
            <Checkbox
              className={styles.group}
              checked={own.length > 0 && ticked === own.length}
              indeterminate={ticked > 0 && ticked < own.length}
              disabled={disabled || own.length === 0}
              onChange={(e) => {
                let next = value;
                for (const c of own) next = toggleCode(next, c.code, e.target.checked);
                set(next);
              }}
            >
              {name}
            </Checkbox>
            <div className={styles.codes}>
              {g.children.map((c) => {
                const allowed = grantable.has(c.code);
                const box = (
                  <Checkbox
                    key={c.code}
                    value={c.code}
                    checked={selected.has(c.code)}
                    disabled={disabled || !allowed}
                    onChange={(e) => set(toggleCode(value, c.code, e.target.checked))}
                    data-code={c.code}
                  >
                    {codeLabel(intl, c.code, c.name)}{' '}
                    <Tag bordered={false} color={c.kind === 'manage' ? 'blue' : undefined}>
                      {intl.formatMessage({ id: `team.kind.${c.kind}` })}
                    </Tag>
                  </Checkbox>
                );
                return allowed ? (
                  box
                ) : (
                  <Tooltip key={c.code} title={intl.formatMessage({ id: 'team.notGrantable' })}>
                    <span>{box}</span>
                  </Tooltip>
                );
              })}
            </div>
          </div>
        );
      })}
    </div>
  );
}
