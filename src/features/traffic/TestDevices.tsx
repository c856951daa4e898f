import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useAccess } from '@umijs/max';
import { Button, Form, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useWrite } from '@/lib/data/useWrite';
import { appKeys, appQuery, updateTestDevices } from '@/features/traffic/api';
import { BizError } from '@/services/errors';
import { LIMITS } from '@/contract/limits';
import type { AdPosition } from '@/contract/typings';
import { isDeviceId } from './rules';
import { useTrafficText } from './useTrafficText';

const INPUT_ID = 'test-device-id';

/**
 * Test mode: the advertising IDs registered on the position's app get test
 * ads from all its positions. Read with AppView; added and removed by
 * AppManage or AdPosManage (the server checks each ID too).
 */
export default function TestDevices({ position }: { position: AdPosition }) {
  const { t, sentence } = useTrafficText();
  const access = useAccess();
  const app = useQuery({ ...appQuery(position.appId), enabled: !!access.canAppView });
  const save = useWrite(updateTestDevices, [appKeys.all]);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!access.canAppView || !app.data) return null;
  const devices = app.data.testDevices;
  const canEdit = !!(access.canAppManage || access.canAdPosManage);

  const write = async (next: string[]) => {
    try {
      await save.mutateAsync({ id: position.appId, testDevices: next });
      return true;
    } catch (e) {
      const first = e instanceof BizError ? Object.values(e.fieldErrors ?? {})[0] : undefined;
      if (first) setError(String(first));
      return false;
    }
  };
  const add = async () => {
    const id = value.trim().toLowerCase();
    if (!isDeviceId(id)) return setError(t('adPosition.testDevices.invalid'));
    if (devices.includes(id)) return setError(t('adPosition.testDevices.duplicate'));
    if (devices.length >= LIMITS.testDevicesMax)
      return setError(t('adPosition.testDevices.max', { max: LIMITS.testDevicesMax }));
    setError(null);
    if (await write([...devices, id])) setValue('');
  };

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="test-devices">
      <Typography.Text strong>{sentence('adPosition.testDevices.title', { name: app.data.name })}</Typography.Text>
      <Typography.Text type="secondary">{t('adPosition.testDevices.help')}</Typography.Text>
      {devices.length ? (
        <Space direction="vertical" size={2}>
          {devices.map((d) => (
            <Space key={d} size={4} data-test-device={d}>
              <Tag style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}>
                <bdi dir="ltr">{d}</bdi>
              </Tag>
              {canEdit ? (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('adPosition.testDevices.remove', { id: d })}
                  disabled={save.isPending}
                  onClick={() => void write(devices.filter((x) => x !== d))}
                />
              ) : null}
            </Space>
          ))}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('adPosition.testDevices.empty')}</Typography.Text>
      )}
      {canEdit ? (
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('adPosition.testDevices.label')}
            htmlFor={INPUT_ID}
            validateStatus={error ? 'error' : undefined}
            help={error ?? undefined}
            style={{ marginBlockEnd: 0 }}
          >
            <Space.Compact style={{ width: '100%' }}>
              <Input
                id={INPUT_ID}
                value={value}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
                onPressEnter={() => void add()}
                placeholder="38400000-8cf0-11bd-b23e-10b96e40000d"
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                maxLength={36}
              />
              <Button icon={<PlusOutlined />} loading={save.isPending} onClick={() => void add()}>
                {t('adPosition.testDevices.add')}
              </Button>
            </Space.Compact>
          </Form.Item>
        </Form>
      ) : null}
    </Space>
  );
}
