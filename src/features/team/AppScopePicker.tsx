import { Checkbox, Empty, Input, Tag } from 'antd';
import { useState } from 'react';
import { Name } from '@/components/text';
import type { DataScopeApp } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import styles from './pickers.less';

interface Props {
  apps: DataScopeApp[];
  value?: number[];
  onChange?: (ids: number[]) => void;
  disabled?: boolean;
}

/** The data scope: which of the caller's apps the sub-account may see. */
export default function AppScopePicker({ apps, value = [], onChange, disabled }: Props) {
  const t = useT();
  const [filter, setFilter] = useState('');
  const selected = new Set(value);
  const all = apps.map((a) => a.appId);
  const ticked = all.filter((id) => selected.has(id)).length;
  const needle = filter.trim().toLowerCase();
  const shown = needle
    ? apps.filter((a) => a.appName.toLowerCase().includes(needle) || String(a.appId).includes(needle))
    : apps;

  if (!apps.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('team.apps.none')} />;

  const toggle = (id: number, on: boolean) => onChange?.(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <div className={styles.apps}>
      <div className={styles.appsBar}>
        <Checkbox
          checked={ticked === all.length}
          indeterminate={ticked > 0 && ticked < all.length}
          disabled={disabled}
          onChange={(e) => onChange?.(e.target.checked ? all : [])}
        >
          {t('team.apps.all', { count: all.length })}
        </Checkbox>
        <span className={styles.count}>{t('team.apps.selected', { count: ticked })}</span>
        {apps.length > 8 && (
          <Input.Search
            allowClear
            size="small"
            className={styles.appsFilter}
            placeholder={t('team.apps.filter')}
            aria-label={t('team.apps.filter')}
            onChange={(e) => setFilter(e.target.value)}
          />
        )}
      </div>
      <div className={styles.appGrid} role="group" aria-label={t('team.field.apps')}>
        {shown.map((a) => (
          <Checkbox
            key={a.appId}
            checked={selected.has(a.appId)}
            disabled={disabled}
            onChange={(e) => toggle(a.appId, e.target.checked)}
            data-app={a.appId}
          >
            <Name className={styles.appName}>{a.appName}</Name>{' '}
            <Tag bordered={false}>{a.platform === 'ios' ? 'iOS' : 'Android'}</Tag>
          </Checkbox>
        ))}
      </div>
    </div>
  );
}
