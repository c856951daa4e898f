import { useQuery } from '@tanstack/react-query';
import { useAccess, useIntl } from '@umijs/max';
import { Button, Empty, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import LoadError from '@/components/LoadError';
import type { AlertRule, AlertRuleParams } from '@/contract/typings';
import { feedback } from '@/feedback';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { alertKeys, alertRulesQuery, createAlertRule, deleteAlertRule, updateAlertRule } from '../api';
import { useAlertText } from '../text';
import RuleForm from './RuleForm';
import styles from './NotificationsTab.less';

/**
 * The publisher's alert rules the reader may see; with AlertManage, add, edit and delete (after a confirmation).
 * The server keeps the scope: a sub-account's list holds the rules on its apps only.
 */
export default function RulesTab() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useAlertText();
  const canManage = !!(useAccess() as unknown as Record<string, unknown>).canAlertManage;
  const rules = useQuery(alertRulesQuery());
  const [editing, setEditing] = useState<AlertRule | null | 'new'>(null);
  const changes = [alertKeys.rules()];
  const create = useWrite(createAlertRule, changes);
  const update = useWrite(updateAlertRule, changes);
  const del = useWrite(deleteAlertRule, changes);
  const submit = (params: AlertRuleParams, form: Parameters<typeof applyFieldErrors>[0]) => {
    const done = {
      onSuccess: () => {
        feedback.success(t('alerts.rules.saved'));
        setEditing(null);
      },
      onError: (e: unknown) => applyFieldErrors(form, e),
    };
    if (editing && editing !== 'new') update.mutate({ ...params, id: editing.id }, done);
    else create.mutate(params, done);
  };
  const stateTag = (r: AlertRule) =>
    !r.enabled ? (
      <Tag>{t('alerts.rules.paused')}</Tag>
    ) : r.firing ? (
      <Tag color="error">{t('alerts.rules.firing')}</Tag>
    ) : (
      <Tag color="success">{t('alerts.rules.ok')}</Tag>
    );
  if (rules.isError) return <LoadError message={t('alerts.loadError')} onRetry={() => rules.refetch()} />;
  return (
    <div className={styles.tab}>
      {canManage ? (
        <div>
          <Button type="primary" onClick={() => setEditing('new')}>
            {t('alerts.rules.add')}
          </Button>
        </div>
      ) : (
        <p>{t('alerts.rules.readOnly')}</p>
      )}
      <Table<AlertRule>
        rowKey="id"
        loading={rules.isPending}
        dataSource={rules.data ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty description={t('alerts.rules.empty')} /> }}
        columns={[
          { key: 'rule', title: t('alerts.rules.col.rule'), render: (_, r) => text.what(r) },
          { key: 'state', title: t('alerts.rules.col.state'), render: (_, r) => stateTag(r) },
          { key: 'by', title: t('alerts.rules.col.by'), dataIndex: 'createdBy' },
          ...(canManage
            ? [
                {
                  key: 'actions',
                  title: t('alerts.rules.col.actions'),
                  render: (_: unknown, r: AlertRule) => (
                    <Space>
                      <Typography.Link onClick={() => setEditing(r)}>{t('common.edit')}</Typography.Link>
                      <Popconfirm
                        title={t('alerts.rules.deleteConfirm')}
                        okText={t('common.delete')}
                        okButtonProps={{ danger: true }}
                        cancelText={t('common.cancel')}
                        onConfirm={() =>
                          del.mutateAsync(r.id).then(
                            () => feedback.success(t('alerts.rules.deleted')),
                            () => undefined,
                          )
                        }
                      >
                        <Typography.Link type="danger">{t('common.delete')}</Typography.Link>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <RuleForm
        open={editing !== null}
        rule={editing === 'new' ? null : editing}
        busy={create.isPending || update.isPending}
        onSubmit={submit}
        onCancel={() => setEditing(null)}
      />
    </div>
  );
}
