// The grouping's checkboxes show a click in the same event (a browser test's check() read the box
// unchanged on CI while antd's Checkbox.Group waited for a later render), in the options' order.
import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { GroupByKey } from '@/contract/typings';
import GroupByChoice from '@/features/settlement/components/GroupByChoice';

const OPTIONS: { label: string; value: GroupByKey }[] = [
  { label: 'Day', value: 'day' },
  { label: 'Hour', value: 'hour' },
  { label: 'App', value: 'app' },
];

function renderChoice(onValues: (groupBy: GroupByKey[]) => void) {
  render(
    <Form initialValues={{ groupBy: ['day'] }} onValuesChange={(_, all) => onValues(all.groupBy)}>
      <Form.Item name="groupBy" label="Group by" rules={[{ type: 'array', min: 1, required: true }]}>
        <GroupByChoice aria-label="Group by" options={OPTIONS} />
      </Form.Item>
    </Form>,
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });
const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;

afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

it('shows each click at once, as the browser dispatches it (no act), and keeps the options order', () => {
  const values: GroupByKey[][] = [];
  renderChoice((v) => values.push(v));
  expect(box('Day')).toBeChecked();
  expect(box('App')).not.toBeChecked();
  // A real click: React's own event path, nothing flushed by the test's act().
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  box('App').click();
  expect(box('App').checked).toBe(true);
  box('Day').click();
  expect(box('Day').checked).toBe(false);
  expect(box('App').checked).toBe(true);
  box('Hour').click();
  expect(box('Hour').checked).toBe(true);
  expect(values).toEqual([['day', 'app'], ['app'], ['hour', 'app']]);
});

it("is a group named as its field, with the field's id, and leaves out the aria-required no checkbox group may have", () => {
  renderChoice(() => undefined);
  const group = screen.getByRole('group', { name: 'Group by' });
  expect(group).toHaveAttribute('id', 'groupBy');
  // (jest-dom's toBeRequired reads only roles that may be required: it could not fail here.)
  expect(group.getAttributeNames()).not.toContain('aria-required');
  expect(group).toContainElement(box('Day'));
});
