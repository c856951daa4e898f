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
import { Name } from '@/components/text';
import { LimitedInput } from '@/components/LimitedInput';
import { isDeviceId } from './rules';
import { useTrafficText } from './useTrafficText';

const INPUT_ID = 'test-device-id';
const NAME_ID = 'test-device-name';

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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  if (!access.canAppView || !app.data) return null;
  const devices = app.data.testDevices;
  const names = app.data.testDeviceNames ?? {};
  const canEdit = !!(access.canAppManage || access.canAdPosManage);

  // The whole list with the names of the devices kept (the server drops those of removed devices).
  const write = async (next: string[], added?: { id: string; name: string }) => {
    const nextNames = Object.fromEntries(next.filter((d) => names[d]).map((d) => [d, names[d]]));
    if (added?.name) nextNames[added.id] = added.name;
    try {
      await save.mutateAsync({ id: position.appId, testDevices: next, testDeviceNames: nextNames });
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
    if (await write([...devices, id], { id, name: name.trim() })) {
      setValue('');
      setName('');
    }
  };

  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid="test-devices">
      <Typography.Text strong>{sentence('adPosition.testDevices.title', { name: app.data.name })}</Typography.Text>
      <Typography.Text type="secondary">{t('adPosition.testDevices.help')}</Typography.Text>
      {devices.length ? (
        <Space direction="vertical" size={2}>
          {devices.map((d) => (
            <Space key={d} size={4} data-test-device={d} wrap>
              {names[d] ? <Name style={{ fontWeight: 600 }}>{names[d]}</Name> : null}
              <Tag style={{ fontFamily: 'monospace', marginInlineEnd: 0 }}>
                <bdi dir="ltr">{d}</bdi>
              </Tag>
              {canEdit ? (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={t('adPosition.testDevices.remove', { id: names[d] ? `${names[d]} (${d})` : d })}
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
          <Form.Item label={t('adPosition.testDevices.nameLabel')} htmlFor={NAME_ID} style={{ marginBlockEnd: 8 }}>
            <LimitedInput
              id={NAME_ID}
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={LIMITS.testDeviceName}
              autoComplete="off"
            />
          </Form.Item>
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
