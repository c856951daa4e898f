import { act, render, screen } from '@testing-library/react';
import { feedback, NOTIFICATION_SECONDS, TOAST_SECONDS } from '@/feedback';
import AppProviders from '@/layouts/AppProviders';

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('feedback (src/feedback)', () => {
  it('keeps a toast 3 s and a notification 4.5 s (SPEC.md section 9)', async () => {
    expect(TOAST_SECONDS).toBe(3);
    expect(NOTIFICATION_SECONDS).toBe(4.5);
    // The holders load on the first call: let that happen before the clock is faked.
    await act(async () => feedback.info('Warming up'));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => {
      feedback.success('Saved');
      feedback.notify('Network request error', 'Please check your network');
    });
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Please check your network')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(2900));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Network request error')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1300));
    expect(screen.getByText('Network request error')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(200));
    expect(screen.queryByText('Network request error')).not.toBeInTheDocument();
  });

  it('renders inside AppProviders: a right-to-left locale mirrors toasts and dialogs', async () => {
    localStorage.setItem('umi_locale', 'fa-IR');
    render(<AppProviders>{null}</AppProviders>);
    // Its host mounts the holders (loaded already) and takes the calls from the one the setup mounted.
    await act(
      () =>
        new Promise<void>((resolve) => {
          setTimeout(resolve, 0);
        }),
    );
    await act(async () => {
      feedback.warning('Mirrored');
      feedback.confirm({ title: 'Sure?' });
    });
    expect(await screen.findByText('Mirrored')).toBeInTheDocument();
    expect(document.querySelector('.ant-message-rtl')).not.toBeNull();
    expect(document.querySelector('.ant-modal-confirm-rtl .ant-modal-confirm-title')?.textContent).toBe('Sure?');
  });
});
