import { Empty } from 'antd';
import Retry, { type RetryProps } from './Retry';

/**
 * The "could not load, Retry" state in a table's empty area: LoadError's look for a table. A module of its own, so
 * that antd's Empty comes only with the tables (which bring it anyway), not with every page that can show an error
 * (issue 32: the dashboard's first load).
 */
export default function EmptyLoadError({ message, ...retry }: { message: string } & RetryProps) {
  return (
    <Empty description={message}>
      <Retry {...retry} />
    </Empty>
  );
}
