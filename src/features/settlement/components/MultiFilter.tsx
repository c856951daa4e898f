import { Col, Form, Select, type SelectProps } from 'antd';

interface Props<V extends string | number> extends Omit<SelectProps<V[]>, 'mode' | 'placeholder'> {
  /** The form field (FilterValues). */
  name: string;
  label: string;
  /** What an empty choice means ("All apps"): no value filters nothing. */
  allLabel: string;
  /** The column's widths: the period and the countries get more room than the others. */
  md?: number;
  xl?: number;
}

/**
 * One of the report's many-valued filters (apps, ad positions, ad types, platforms, countries): a multiple
 * select in its column, cleared with one click, its chosen values folded into "+N" when they do not fit.
 */
export default function MultiFilter<V extends string | number>({
  name,
  label,
  allLabel,
  md = 12,
  xl = 7,
  ...select
}: Props<V>) {
  return (
    <Col xs={24} md={md} xl={xl}>
      <Form.Item name={name} label={label}>
        <Select<V[]> mode="multiple" allowClear maxTagCount="responsive" placeholder={allLabel} {...select} />
      </Form.Item>
    </Col>
  );
}
