import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { Card, Flex, Switch, Typography } from 'antd';
import { useBlockingText } from '@/features/blocking/labels';
import { useWrite } from '@/lib/data/useWrite';
import { BLOCK_RULE_CHANGES, blockDefaultsQuery, updateBlockDefaults } from '@/features/blocking/api';
import type { BlockDefaultsParams, CreativeCategory } from '@/contract/typings';
import { SENSITIVE_CATEGORIES } from '@/contract/values';
import { getUserInfo } from '@/session';
import { isolate } from '@/components/text';
import { formatDateTimeZone } from '@/utils/format';

/**
 * "Blocked by default": the publisher's sensitive categories kept out of every
 * app, like an account-wide category rule, one switch each (saved at once).
 * Main accounts with MaterialAuditManage change it; others read it.
 */
export default function DefaultsCard() {
  const { t, category } = useBlockingText();
  const canChange = useAccess().canMaterialAuditManage && !getUserInfo()?.parentId;
  const defaults = useQuery(blockDefaultsQuery());
  const save = useWrite((p: BlockDefaultsParams) => updateBlockDefaults(p), BLOCK_RULE_CHANGES);
  const on = defaults.data?.categories ?? [];
  const toggle = (c: CreativeCategory, checked: boolean) =>
    save.mutate({ categories: checked ? [...on, c] : on.filter((x) => x !== c) });
  return (
    <Card size="small" title={t('blocking.defaults.title')} data-testid="block-defaults" style={{ marginBlockEnd: 16 }}>
      <Typography.Paragraph type="secondary" style={{ marginBlockEnd: 12 }}>
        {t(canChange ? 'blocking.defaults.intro' : 'blocking.defaults.readOnly')}
      </Typography.Paragraph>
      <Flex wrap="wrap" gap="8px 24px">
        {SENSITIVE_CATEGORIES.map((c) => (
          <label key={c} style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <Switch
              size="small"
              checked={on.includes(c)}
              disabled={!canChange || !defaults.data}
              loading={save.isPending && save.variables?.categories.includes(c) !== on.includes(c)}
              onChange={(checked) => toggle(c, checked)}
              data-testid={`block-default-${c}`}
            />
            {category(c)}
          </label>
        ))}
      </Flex>
      {defaults.data ? (
        <Typography.Text
          type="secondary"
          style={{ display: 'block', marginBlockStart: 12 }}
          data-testid="block-defaults-status"
        >
          {t('blocking.defaults.blocked', { count: defaults.data.blockedCount })}
          {defaults.data.updatedBy && defaults.data.updatedAt ? (
            <>
              {' · '}
              {t('blocking.defaults.changed', {
                at: formatDateTimeZone(defaults.data.updatedAt),
                name: isolate(defaults.data.updatedBy),
              })}
            </>
          ) : null}
        </Typography.Text>
      ) : null}
    </Card>
  );
}
