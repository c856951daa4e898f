import { act, renderHook } from '@testing-library/react';
import { getIntl, RawIntlProvider } from '@umijs/max';
import type { ReactNode } from 'react';
import { feedback } from '@/feedback';
import { markShown } from '@/request/errors';
import { LIMITS } from '@/contract/limits';
import type { PageResult } from '@/contract/typings';
import { readAllPages } from '@/lib/spreadsheet/readAllPages';
import { TooManyRows } from '@/lib/spreadsheet/exportErrors';
import { useExport } from '@/lib/spreadsheet/useExport';

// The one export hook of every export page (settlement, audit report, activity, block-rule history, statements).

const wrapper = ({ children }: { children: ReactNode }) => (
  <RawIntlProvider value={getIntl('en-US', true)}>{children}</RawIntlProvider>
);

function setup() {
  const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
  const info = jest.spyOn(feedback, 'info').mockImplementation(() => undefined);
  const hook = renderHook(
    () => useExport({ failed: 'activity.export.failed', cancelled: 'settlement.export.cancelled' }),
    {
      wrapper,
    },
  );
  return { hook, error, info };
}

afterEach(() => jest.restoreAllMocks());

describe('useExport', () => {
  it('is busy while one export runs, and starts no second one meanwhile', async () => {
    const { hook } = setup();
    let finish!: () => void;
    const first = jest.fn(
      () =>
        new Promise<void>((ok) => {
          finish = ok;
        }),
    );
    const second = jest.fn(async () => undefined);
    let running!: Promise<void>;
    act(() => {
      running = hook.result.current.run(first);
    });
    expect(hook.result.current.busy).toBe(true);
    await act(() => hook.result.current.run(second));
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      finish();
      await running;
    });
    expect(hook.result.current.busy).toBe(false);
  });

  it("says a failure once: the page's message, or nothing more when the request layer has shown it", async () => {
    const { hook, error } = setup();
    await act(() => hook.result.current.run(() => Promise.reject(new Error('sheet'))));
    expect(error).toHaveBeenCalledWith('The activity log could not be exported.');
    error.mockClear();
    await act(() => hook.result.current.run(() => Promise.reject(markShown(new Error('503')))));
    expect(error).not.toHaveBeenCalled();
  });

  it('names the row limit, and a cancel is not a failure', async () => {
    const { hook, error, info } = setup();
    await act(() => hook.result.current.run(() => Promise.reject(new TooManyRows(250_000))));
    expect(error).toHaveBeenCalledWith(
      `The export would have 250000 rows, more than the limit of ${LIMITS.exportRows} rows per file: narrow it down and export again.`,
    );
    error.mockClear();
    await act(() =>
      hook.result.current.run(async (signal) => {
        hook.result.current.cancel();
        if (signal.aborted) throw new Error('aborted');
      }),
    );
    expect(info).toHaveBeenCalledWith('Export cancelled');
    expect(error).not.toHaveBeenCalled();
  });
});

describe('readAllPages', () => {
  const pages = (total: number) =>
    jest.fn(async ({ current, pageSize }: { q: string; current: number; pageSize: number }) => {
      const from = (current - 1) * pageSize;
      const list = Array.from({ length: Math.max(0, Math.min(pageSize, total - from)) }, (_, i) => from + i);
      return { list, total, current, pageSize } as PageResult<number>;
    });

  it('reads every page with the filters, in order', async () => {
    const list = pages(250);
    const rows = await readAllPages(list, { q: 'x' });
    expect(rows).toEqual(Array.from({ length: 250 }, (_, i) => i));
    expect(list.mock.calls.map(([p]) => [p.q, p.current])).toEqual([
      ['x', 1],
      ['x', 2],
      ['x', 3],
    ]);
  });

  it('refuses more rows than one export may hold, never cuts', async () => {
    await expect(readAllPages(pages(LIMITS.exportRows + 1), { q: '' })).rejects.toEqual(
      new TooManyRows(LIMITS.exportRows + 1),
    );
  });
});
