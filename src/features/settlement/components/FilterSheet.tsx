import { FilterOutlined } from '@ant-design/icons';
import { Button, Drawer, Flex, Typography } from 'antd';
import { useState } from 'react';
import type { AppOption } from '@/contract/typings';
import type { SettlementQuery } from '@/features/settlement/query';
import { formatDay } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { activeFilterCount } from '../filterCount';
import FilterBar, { type AppliedFilters } from './FilterBar';

interface Props {
  query: SettlementQuery;
  today: string;
  apps: AppOption[] | null;
  onApply: (filters: AppliedFilters) => void;
  onReset: () => void;
}

/**
 * The report's filters on a phone (issue 34): one "Filters" button that counts the active ones and
 * names the period, opening a sheet with every filter stacked full width; Apply or Reset closes it.
 */
export default function FilterSheet({ query, today, apps, onApply, onReset }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(query, today);
  const period = t('settlement.meta.period', { start: formatDay(query.start), end: formatDay(query.end) });
  return (
    <Flex gap={12} align="center" wrap="wrap">
      <Button
        size="large"
        icon={<FilterOutlined aria-hidden />}
        type={count ? 'primary' : 'default'}
        ghost={count > 0}
        aria-haspopup="dialog"
        // A thumb-sized target (issue 34); antd's large button is 40 px.
        style={{ minBlockSize: 44 }}
        onClick={() => setOpen(true)}
      >
        {count ? t('settlement.filter.openCount', { count }) : t('settlement.filter.open')}
      </Button>
      <Typography.Text type="secondary" data-testid="settlement-period">
        {period}
      </Typography.Text>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title={t('settlement.filter.title')}
        placement="bottom"
        height="90%"
        styles={{ body: { paddingBlockEnd: 0 } }}
      >
        <FilterBar
          variant="sheet"
          query={query}
          today={today}
          apps={apps}
          onApply={(filters) => {
            setOpen(false);
            onApply(filters);
          }}
          onReset={() => {
            setOpen(false);
            onReset();
          }}
        />
      </Drawer>
    </Flex>
  );
}
