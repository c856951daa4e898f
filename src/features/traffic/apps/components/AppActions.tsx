import { Button, Popconfirm, Space, Tooltip } from 'antd';
import type { App } from '@/contract/typings';
import type { AppColumnOptions } from './columns';

/**
 * Edit and enable/disable of an app row. `large`: the phone card's buttons, 44 px touch targets
 * (issue 34); otherwise the table's small link buttons.
 */
export default function AppActions({ app, o, large }: { app: App; o: AppColumnOptions; large?: boolean }) {
  const { t } = o.text;
  const blocked = !app.enabled && app.reviewStatus === 'suspended';
  const size = large ? 'large' : 'small';
  const style = large ? { minWidth: 44, minHeight: 44 } : undefined;
  const toggle = (
    <Popconfirm
      title={o.text.sentence(app.enabled ? 'app.disableConfirm' : 'app.enableConfirm', { name: app.name })}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={() => o.onToggle(app)}
      disabled={blocked}
    >
      <Button type={large ? 'default' : 'link'} size={size} style={style} danger={app.enabled} disabled={blocked}>
        {t(app.enabled ? 'common.disable' : 'common.enable')}
      </Button>
    </Popconfirm>
  );
  return (
    <Space size={large ? 8 : 0} wrap>
      <Button type={large ? 'primary' : 'link'} size={size} style={style} onClick={() => o.onEdit(app)}>
        {t('common.edit')}
      </Button>
      {blocked ? (
        <Tooltip title={t('app.suspendedCannotEnable')}>
          <span>{toggle}</span>
        </Tooltip>
      ) : (
        toggle
      )}
    </Space>
  );
}
