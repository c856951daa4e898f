import { act, render, screen, within } from '@testing-library/react';
import { feedback } from '@/feedback';
import AppProviders from '@/layouts/AppProviders';

afterEach(() => {
  jest.useRealTimers();
  localStorage.clear();
});

describe('feedback (src/feedback)', () => {
  it('keeps a toast 3 s and a notification 4.5 s (SPEC.md section 9)', async () => {
    // The holders load on the first call: let that happen before the clock is faked.
    await act(async () => feedback.info('Warming up'));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => {
      feedback.success('Saved');
      feedback.notify('Network request error', 'Please check your network');
    });
    expect(screen.getByTestId('toast-success')).toHaveTextContent('Saved');
    expect(screen.getByRole('alert')).toHaveTextContent('Network request error');
    expect(screen.getByText('Please check your network')).toBeInTheDocument();
    // The boundaries, to a hundredth of a second: still there just before 3 s and 4.5 s, gone just after.
    await act(async () => void jest.advanceTimersByTime(2990));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(20));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Network request error')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(1480));
    expect(screen.getByText('Network request error')).toBeInTheDocument();
    await act(async () => void jest.advanceTimersByTime(20));
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
    // The holders read the direction from AppProviders (as antd's mirroring does) and mark each text with it.
    expect(await screen.findByTestId('toast-warning')).toHaveTextContent('Mirrored');
    expect(screen.getByText('Mirrored')).toHaveAttribute('dir', 'rtl');
    // (antd writes the title twice: a hidden one names the dialog, the other is seen.)
    const [shownTitle] = within(screen.getByRole('dialog', { name: 'Sure?' })).getAllByText('Sure?');
    expect(shownTitle).toHaveAttribute('dir', 'rtl');
  });
});
