import { screen, within } from '@testing-library/react';

/**
 * A table's rows of data, as a user reads them: rows of cells, not the header's row of column headers, nor the
 * one-cell row a table shows when it has no data (so a table of one column is not for this helper). Inside `root`
 * when given (a table named by its region or test id), else on the whole screen.
 */
export function dataRows(root?: HTMLElement): HTMLElement[] {
  const rows = root ? within(root).queryAllByRole('row') : screen.queryAllByRole('row');
  return rows.filter((row) => within(row).queryAllByRole('cell').length > 1);
}
