/**
 * One export at a time, the same way on every page: busy while it runs (the Export button spins and its menu
 * stays shut), the row limit refused with the shared message (readAllPages), a cancel through the signal, and a
 * failure said once: by the request layer when a call failed (it has shown why), else by the page's message.
 */
import { useIntl } from '@umijs/max';
import { useRef, useState } from 'react';
import { feedback } from '@/feedback';
import { LIMITS } from '@/contract/limits';
import { wasShown } from '@/services/errors';
import { ExportCancelled, TooManyRows } from './exportErrors';

export interface ExportMessages {
  /** Message id shown when the export fails for any other reason; without one the request layer's is the only word. */
  failed?: string;
  /** Message id shown when the user cancels (`cancel()`). */
  cancelled?: string;
}

export function useExport(messages: ExportMessages = {}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  // The running export's controller; also what keeps a second one from starting before React shows `busy`.
  const running = useRef<AbortController | null>(null);

  /** Runs `work` unless an export is running; what it throws ends here, said once. */
  const run = async (work: (signal: AbortSignal) => Promise<void>) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setBusy(true);
    try {
      await work(controller.signal);
    } catch (e) {
      if (e instanceof ExportCancelled || controller.signal.aborted) {
        if (messages.cancelled) feedback.info(intl.formatMessage({ id: messages.cancelled }));
      } else if (e instanceof TooManyRows) {
        feedback.error(
          intl.formatMessage({ id: 'spreadsheet.export.tooManyRows' }, { rows: e.rows, max: LIMITS.exportRows }),
        );
      } else if (messages.failed && !wasShown(e)) {
        feedback.error(intl.formatMessage({ id: messages.failed }));
      }
    } finally {
      running.current = null;
      setBusy(false);
    }
  };

  const cancel = () => running.current?.abort();

  return { busy, run, cancel };
}
