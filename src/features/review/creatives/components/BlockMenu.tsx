import { StopOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Dropdown } from 'antd';
import type { BlockRuleDraft, Material } from '@/contract/typings';

type BlockKind = 'advertiser' | 'domain' | 'category';
const KINDS: readonly BlockKind[] = ['advertiser', 'domain', 'category'];

/** The rule a creative suggests: its advertiser, domain or category, in its own app. */
export function presetFor(m: Material, kind: BlockKind): Partial<BlockRuleDraft> {
  const value = kind === 'advertiser' ? m.advertiser : kind === 'domain' ? m.advertiserDomain : m.category;
  return { kind, value, scope: 'apps', appIds: [m.appId] };
}

/**
 * "Block this advertiser / domain / category" (drawer, card, row). The page
 * owns the one rule form (prefilled with `onPick`'s preset, impact shown
 * before saving); `compact` is an icon button for cards and rows.
 */
export default function BlockMenu({
  material,
  onPick,
  compact = false,
}: {
  material: Material;
  onPick: (preset: Partial<BlockRuleDraft>) => void;
  compact?: boolean;
}) {
  const intl = useIntl();
  const f = (id: string) => intl.formatMessage({ id });
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: KINDS.map((k) => ({ key: k, label: f(`review.block.${k}`) })),
        onClick: ({ key, domEvent }) => {
          domEvent.stopPropagation();
          onPick(presetFor(material, key as BlockKind));
        },
      }}
    >
      {compact ? (
        <Button
          size="small"
          type="text"
          icon={<StopOutlined />}
          aria-label={f('review.block.title')}
          title={f('review.block.title')}
          data-testid="block-menu"
          onClick={(e) => e.stopPropagation()}
        />
      ) : (
        <Button icon={<StopOutlined />} data-testid="drawer-block">
          {f('review.block.title')}
        </Button>
      )}
    </Dropdown>
  );
}
