import { Empty } from 'antd';

/** The trend of a range without traffic: antd's simple Empty, in a chunk of its own (TrendSection says why). */
export default function TrendEmpty({ description }: { description: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
