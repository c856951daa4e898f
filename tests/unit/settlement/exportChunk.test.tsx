/**
 * The settlement export's code arrives with the Export click (chunk `settlement-export`, issue 32). When it cannot
 * arrive (a stale build after a deployment), the export fails with the page's message and the shell is told, so it
 * checks for a new version; the button works again afterwards.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import ExportButton from '@/features/settlement/components/ExportButton';
import { onChunkError } from '@/utils/chunkErrors';
import { renderPage } from '../support/renderPage';

jest.mock('@/features/settlement/export', () => {
  throw Object.assign(new Error('Loading chunk 815 failed.\n(error: http://localhost/settlement-export.js)'), {
    name: 'ChunkLoadError',
  });
});

// (No type annotation here: with jest.mock in the file, the transform keeps no imported type.)
const params = {
  startDate: '2026-11-01',
  endDate: '2026-11-07',
  groupBy: ['day' as const],
  current: 1,
  pageSize: 10,
};

it('a missing export chunk: "The export failed", the shell hears of it, the button is ready again', async () => {
  const heard = jest.fn();
  const stop = onChunkError(heard);
  renderPage(<ExportButton params={params} names={{ apps: null, adPositions: null }} />);
  fireEvent.click(screen.getByTestId('settlement-export'));
  fireEvent.click(await screen.findByText('Export data-only CSV (.csv)'));
  expect(await screen.findByText('The export failed. Please try again.')).toBeInTheDocument();
  expect(heard).toHaveBeenCalledTimes(1);
  // The export is over: the button starts another attempt (useExport ignores a click while one runs), which fails
  // the same way here.
  fireEvent.click(screen.getByTestId('settlement-export'));
  fireEvent.click(await screen.findByText('Export data-only CSV (.csv)'));
  await waitFor(() => expect(heard).toHaveBeenCalledTimes(2));
  stop();
});
