import { StopOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import { useState } from 'react';
import RuleFormModal from '@/features/blocking/RuleFormModal';
import type { BlockRuleDraft, Material } from '@/services/typings';

type BlockKind = 'advertiser' | 'domain' | 'category';
const KINDS: readonly BlockKind[] = ['advertiser', 'domain', 'category'];

/** The rule a creative suggests: its advertiser, domain or category, in its own app. */
export function presetFor(m: Material, kind: BlockKind): Partial<BlockRuleDraft> {
  const value = kind === 'advertiser' ? m.advertiser : kind === 'domain' ? m.advertiserDomain : m.category;
  return { kind, value, scope: 'apps', appIds: [m.appId] };
}

/** "Block this advertiser / domain / category": the rule form, prefilled, with its impact before saving. */
export default function BlockMenu({ material }: { material: Material }) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  const [preset, setPreset] = useState<Partial<BlockRuleDraft> | null>(null);
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: KINDS.map((k) => ({ key: k, label: f(`material.block.${k}`), 'data-testid': `block-${k}` })),
          onClick: ({ key }) => setPreset(presetFor(material, key as BlockKind)),
        }}
      >
        <Button icon={<StopOutlined />} data-testid="drawer-block">
          {f('material.block.title')}
        </Button>
      </Dropdown>
      <RuleFormModal open={preset !== null} preset={preset ?? undefined} onClose={() => setPreset(null)} />
    </>
  );
}
