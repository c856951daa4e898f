import { Flex, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Name } from '@/components/text';
import type { ActivityEntry, ActivityKind, ActivityPerson, SortOrder } from '@/contract/typings';
import { formatDateTimeZone } from '@/utils/format';
import type { ActivityText } from '../text';

/** Colours of the kinds people look for first: failures and security in warm colours. */
const KIND_COLORS: Partial<Record<ActivityKind, string>> = {
  signInFailed: 'error',
  password: 'warning',
  security: 'warning',
  apiKey: 'warning',
  subAccount: 'processing',
  export: 'default',
};

interface Options {
  text: ActivityText;
  order: SortOrder;
  timeZone: string;
  /** Known people, for the "main account" / "sub-account" note (absent for a sub-account's own log). */
  people: Map<number, ActivityPerson>;
}

/**
 * The table's scroll width: the fixed columns plus 300 px for the sentence. Wider than the content ('max-content')
 * a long sentence would push Where (the second key column) off a 1280 px screen; at this width the sentence wraps
 * and the four columns show together, and a narrower screen scrolls the table inside its card.
 */
export const ACTIVITY_SCROLL = { x: 190 + 170 + 300 + 220 } as const;

/** When (zone named), who, what (a sentence), where (device, IP, place). */
export function activityColumns({ text, order, timeZone, people }: Options): ColumnsType<ActivityEntry> {
  const { t } = text;
  return [
    {
      key: 'at',
      title: t('activity.col.when'),
      sorter: true,
      sortOrder: order,
      sortDirections: ['descend', 'ascend', 'descend'],
      width: 190,
      render: (_, e) => <span data-testid="activity-when">{formatDateTimeZone(e.at, timeZone)}</span>,
    },
    {
      key: 'who',
      title: t('activity.col.who'),
      width: 170,
      render: (_, e) => {
        const p = people.get(e.accountId);
        return (
          <Flex vertical gap={2}>
            <Name>{e.account_name}</Name>
            {p ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(p.deleted ? 'activity.who.deleted' : p.main ? 'activity.who.main' : 'activity.who.sub')}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
    {
      key: 'what',
      title: t('activity.col.what'),
      render: (_, e) => (
        <Flex vertical gap={4} align="start">
          <Tag bordered={false} color={KIND_COLORS[e.kind]}>
            {text.kind(e.kind)}
          </Tag>
          <span data-testid="activity-what">{text.what(e)}</span>
        </Flex>
      ),
    },
    {
      key: 'where',
      title: t('activity.col.where'),
      width: 220,
      render: (_, e) => (
        <Flex vertical gap={2}>
          <span>{text.device(e)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <bdi dir="ltr">{e.ip}</bdi> · <bdi>{text.place(e)}</bdi>
          </Typography.Text>
        </Flex>
      ),
    },
  ];
}
