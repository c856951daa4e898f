import '@testing-library/jest-dom';
import { act, screen } from '@testing-library/react';
import { Form, Input, type FormInstance } from 'antd';
import { feedback } from '@/feedback';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { BizError } from '@/services/errors';
import { grantsOf } from '@/features/team/components/newSubAccount';
import { renderPage } from '../support/renderPage';

let formRef: FormInstance | undefined;
function NameOnly({ showApps }: { showApps: boolean }) {
  const [form] = Form.useForm();
  formRef = form;
  return (
    <Form form={form}>
      <Form.Item name="name" label="Name">
        <Input />
      </Form.Item>
      {showApps && (
        <Form.Item name="appIds" label="Apps">
          <Input />
        </Form.Item>
      )}
    </Form>
  );
}

const validation = (errors: Record<string, string>) =>
  new BizError('Please check the highlighted fields', 500, 4001, undefined, errors);

describe('applyFieldErrors', () => {
  let error: jest.SpyInstance;
  beforeEach(() => {
    error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('puts an error on a field the form shows, and names a hidden field in a message instead', async () => {
    renderPage(<NameOnly showApps={false} />);
    let placed: string[] = [];
    act(() => {
      placed = applyFieldErrors(formRef!, validation({ name: 'Too long', appIds: 'Required' }), {
        label: (f) => (f === 'appIds' ? 'Apps' : undefined),
      });
    });
    expect(placed).toEqual(['name']);
    expect(await screen.findByText('Too long')).toBeInTheDocument();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('Apps: Required');
  });

  it('places the same error on the field once the field is shown (no message)', async () => {
    renderPage(<NameOnly showApps />);
    act(() => {
      applyFieldErrors(formRef!, validation({ appIds: 'Required' }), { label: () => 'Apps' });
    });
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('names a field left out by `only` too, with the server name when no label is known', () => {
    renderPage(<NameOnly showApps />);
    act(() => {
      applyFieldErrors(formRef!, validation({ appIds: 'Required' }), { only: ['name'] });
    });
    expect(error).toHaveBeenCalledWith('appIds: Required');
  });
});

describe('the grants a new sub-account is sent', () => {
  it('with every app: an empty app list, even though the hidden list left no value', () => {
    const values = { menuCodes: ['AppView'], allApps: true } as unknown as Parameters<typeof grantsOf>[0];
    expect(grantsOf(values)).toEqual({ menuCodes: ['AppView'], appIds: [], allApps: true });
  });

  it('with chosen apps: the apps chosen, allApps false', () => {
    const values = { menuCodes: ['AppView'], appIds: [1001], allApps: false } as Parameters<typeof grantsOf>[0];
    expect(grantsOf(values)).toEqual({ menuCodes: ['AppView'], appIds: [1001], allApps: false });
  });
});
