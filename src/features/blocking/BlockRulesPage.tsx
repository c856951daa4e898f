import { PageContainer } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Tabs } from 'antd';
import { PATHS } from '@/paths';
import { useT } from '@/hooks/useT';
import DefaultsCard from './components/DefaultsCard';
import HistoryTab from './components/HistoryTab';
import RulesTab from './components/RulesTab';

/**
 * Blocking rules (ad quality, docs/blocking.md): read with
 * MaterialAuditView, changed with MaterialAuditManage.
 */
export default function BlockRulesPage() {
  const t = useT();
  return (
    <PageContainer
      title={t('blocking.title')}
      content={t('blocking.subtitle')}
      extra={<Link to={PATHS.materialReview}>{t('blocking.toQueue')}</Link>}
    >
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'rules',
            label: t('blocking.tab.rules'),
            children: (
              <>
                <DefaultsCard />
                <RulesTab />
              </>
            ),
          },
          { key: 'history', label: t('blocking.tab.history'), children: <HistoryTab /> },
        ]}
      />
    </PageContainer>
  );
}
