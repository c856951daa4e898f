import { render, screen } from '@testing-library/react';
import { Form } from 'antd';
import FormSelect from '@/components/FormSelect';
import RadioChoice from '@/components/RadioChoice';

// Form.Item gives a required field's control aria-required; WCAG 4.1.2 (axe's
// aria-allowed-attr) allows it only on roles that can be required.

describe('FormSelect: a required Select', () => {
  it('marks its combobox required, not its role-less frame', () => {
    render(
      <Form>
        <Form.Item name="category" label="Category" rules={[{ required: true }]}>
          <FormSelect showSearch options={[{ value: 'games', label: 'Games' }]} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeRequired();
    // The combobox above is the one element that says so.
    expect(document.body.innerHTML.match(/aria-required=/g)).toHaveLength(1);
  });

  it('says nothing when the field is optional', () => {
    render(
      <Form>
        <Form.Item name="category" label="Category">
          <FormSelect options={[{ value: 'games', label: 'Games' }]} />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByRole('combobox', { name: 'Category' })).not.toBeRequired();
  });
});

describe('RadioChoice: a required radio group', () => {
  it('is a radiogroup, where aria-required is allowed', () => {
    render(
      <Form>
        <Form.Item name="platform" label="Platform" rules={[{ required: true }]}>
          <RadioChoice
            options={[
              { value: 'android', label: 'Android' },
              { value: 'ios', label: 'iOS' },
            ]}
          />
        </Form.Item>
      </Form>,
    );
    const group = screen.getByRole('radiogroup');
    expect(group).toBeRequired();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });
});
