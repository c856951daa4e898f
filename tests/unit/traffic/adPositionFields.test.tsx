import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form, Input } from 'antd';
import AdPositionFields from '@/features/traffic/AdPositionFields';
import { NEW_AD_POSITION, type AdPositionFormValues } from '@/features/traffic/adPositionValues';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { BizError } from '@/request';
import { ALL_CODES, renderPage } from '../support/renderPage';

function Harness({ onFinish, editing = false }: { onFinish: (v: AdPositionFormValues) => void; editing?: boolean }) {
  const [form] = Form.useForm<AdPositionFormValues>();
  return (
    <Form form={form} initialValues={{ ...NEW_AD_POSITION, appId: 1001 }} onFinish={onFinish} layout="vertical">
      <AdPositionFields
        apps={[{ value: 1001, label: 'Tap & Match <b>Puzzle</b>', platform: 'android' }]}
        editing={editing}
      />
      <Button htmlType="submit">Go</Button>
    </Form>
  );
}

function pickType(label: string) {
  fireEvent.click(screen.getByRole('radio', { name: label }));
}

describe('ad-position fields', () => {
  it('shows the fields each ad type needs', async () => {
    renderPage(<Harness onFinish={jest.fn()} />, { codes: ALL_CODES });
    expect(screen.getByLabelText('Banner size')).toBeInTheDocument();
    pickType('Native');
    expect(await screen.findByLabelText('Native template')).toBeInTheDocument();
    expect(screen.queryByLabelText('Banner size')).not.toBeInTheDocument();
    pickType('Rewarded video');
    expect(await screen.findByLabelText('Reward item')).toBeInTheDocument();
    expect(screen.getByLabelText('Reward amount')).toBeInTheDocument();
    pickType('Splash');
    expect(await screen.findByText('Splash orientation')).toBeInTheDocument();
    pickType('Interstitial');
    await waitFor(() => expect(screen.queryByText('Splash orientation')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Reward item')).not.toBeInTheDocument();
    // The app's name is shown as text, markup and all.
    expect(screen.getByText('Tap & Match <b>Puzzle</b>')).toBeInTheDocument();
  });

  it('refuses a blank name, a fractional reward, a floor with three decimals and a cap of 0', async () => {
    const onFinish = jest.fn();
    renderPage(<Harness onFinish={onFinish} />, { codes: ALL_CODES });
    pickType('Rewarded video');
    fireEvent.change(await screen.findByLabelText('Reward amount'), { target: { value: '2.5' } });
    fireEvent.change(screen.getByLabelText('Floor price (eCPM, USD)'), { target: { value: '1.255' } });
    fireEvent.change(screen.getByLabelText('Impressions per user'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('Enter the ad position name')).toBeInTheDocument();
    expect(screen.getByText('Enter the reward item')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 1000000')).toBeInTheDocument();
    expect(screen.getByText('At most two decimal places')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number from 1 to 1000')).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
  });

  it('passes valid values through', async () => {
    const onFinish = jest.fn();
    renderPage(<Harness onFinish={onFinish} />, { codes: ALL_CODES });
    fireEvent.change(screen.getByLabelText('Ad position name'), { target: { value: 'Home banner' } });
    fireEvent.change(screen.getByLabelText('Floor price (eCPM, USD)'), { target: { value: '0.25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalled());
    expect(onFinish.mock.calls[0][0]).toMatchObject({
      appId: 1001,
      name: 'Home banner',
      adType: 'banner',
      floorPrice: 0.25,
    });
  });

  it('locks the app and the type when editing', () => {
    renderPage(<Harness onFinish={jest.fn()} editing />, { codes: ALL_CODES });
    expect(screen.getByRole('radio', { name: 'Native' })).toBeDisabled();
    expect(screen.getByText('The app and the ad type cannot change after creation.')).toBeInTheDocument();
  });
});

describe('server field errors on the form', () => {
  function ErrorHarness({ error }: { error: unknown }) {
    const [form] = Form.useForm();
    return (
      <Form form={form}>
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item label="Cap">
          <Form.Item name={['frequencyCap', 'count']} noStyle>
            <Input aria-label="Cap count" />
          </Form.Item>
        </Form.Item>
        <Button onClick={() => applyFieldErrors(form, error)}>Apply</Button>
      </Form>
    );
  }

  it('puts each message under its field, nested names included', async () => {
    const err = new BizError('Invalid', 500, 4001, undefined, {
      name: 'This app already has an ad position with this name',
      'frequencyCap.count': 'Must be between 1 and 1000',
    });
    renderPage(<ErrorHarness error={err} />, { codes: ALL_CODES });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This app already has an ad position with this name')).toBeInTheDocument();
    // A noStyle item's errors reach its wrapping Form.Item one render later (antd's sub-item meta).
    expect(await screen.findByText('Must be between 1 and 1000')).toBeInTheDocument();
  });

  it('places nothing for errors without field messages', () => {
    expect(applyFieldErrors({ setFields: jest.fn() } as never, new Error('network'))).toEqual([]);
    expect(applyFieldErrors({ setFields: jest.fn() } as never, new BizError('x', 500, 5000))).toEqual([]);
  });
});
