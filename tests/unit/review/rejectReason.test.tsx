import { fireEvent, screen, waitFor } from '@testing-library/react';
import RejectModal from '@/features/review/creatives/components/RejectModal';
import { resolveRejectReason } from '@/features/review/creatives/logic/rejectReason';
import { reviewMaterials } from '@/features/review/api';
import { BizError } from '@/request';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { quietJsdom, REVIEWER, signIn } from './support';

setupMockApi();
quietJsdom();

const label = (key: string) => `label:${key}`;

describe('resolveRejectReason', () => {
  it('needs a choice', () => {
    expect(resolveRejectReason({}, label)).toEqual({ ok: false, error: 'choose', field: 'preset' });
  });

  it('sends the visible text of a preset', () => {
    expect(resolveRejectReason({ preset: 'misleading' }, label)).toEqual({ ok: true, reason: 'label:misleading' });
  });

  it('needs written text for "other", trimmed, at most 200 characters', () => {
    expect(resolveRejectReason({ preset: 'other' }, label)).toEqual({ ok: false, error: 'required', field: 'custom' });
    expect(resolveRejectReason({ preset: 'other', custom: '   ' }, label)).toMatchObject({
      ok: false,
      error: 'required',
    });
    expect(resolveRejectReason({ preset: 'other', custom: ` ${'x'.repeat(200)} ` }, label)).toEqual({
      ok: true,
      reason: 'x'.repeat(200),
    });
    expect(resolveRejectReason({ preset: 'other', custom: 'x'.repeat(201) }, label)).toEqual({
      ok: false,
      error: 'tooLong',
      field: 'custom',
    });
  });
});

describe('the reject dialog', () => {
  const target = [{ id: 50008, title: '<img src=x onerror=alert(1)> Free coins' }];

  it('refuses to submit without a reason and says why, in the user language', async () => {
    const onSubmit = jest.fn();
    renderPage(<RejectModal targets={target} busy={false} onCancel={jest.fn()} onSubmit={onSubmit} />, REVIEWER);
    expect(await screen.findByText('Reject creative 50008')).toBeInTheDocument();
    // The title is shown as text, not as an image element.
    expect(screen.getByTestId('reject-target-title')).toHaveTextContent('<img src=x onerror=alert(1)> Free coins');
    expect(screen.getByRole('dialog').innerHTML).not.toMatch(/<img\b/);

    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(await screen.findByText('Choose the reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('Other reason…'));
    await waitFor(() => expect(screen.queryByText('Choose the reason')).not.toBeInTheDocument());
    fireEvent.click(screen.getByTestId('reject-submit'));
    expect(await screen.findByText('Enter the other reason')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(screen.getByPlaceholderText('What must the advertiser change?'), {
      target: { value: '  Shows a fake system alert  ' },
    });
    fireEvent.click(screen.getByTestId('reject-submit'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Shows a fake system alert'));
  });

  it('submits a preset as its text, in Chinese for a Chinese reviewer', async () => {
    const onSubmit = jest.fn();
    renderPage(
      <RejectModal
        targets={[...target, { id: 2, title: 'b' }]}
        busy={false}
        onCancel={jest.fn()}
        onSubmit={onSubmit}
      />,
      { ...REVIEWER, locale: 'zh-CN' },
    );
    expect(await screen.findByText('拒绝 2 个素材')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /拒\s*绝/ }));
    expect(await screen.findByText('请选择拒绝原因')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('落地页无法访问'));
    fireEvent.click(screen.getByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('落地页无法访问'));
  });
});

describe('the server agrees', () => {
  it('refuses a reject without a reason (4001, errors.reason)', async () => {
    localStorage.setItem('umi_locale', 'en-US');
    await signIn();
    const err = await reviewMaterials({ ids: [50001], decision: 'reject' }).catch((e) => e);
    expect(err).toBeInstanceOf(BizError);
    expect(err.bizCode).toBe(4001);
    expect(err.fieldErrors).toHaveProperty('reason', 'A reason is required to reject');
  });
});
