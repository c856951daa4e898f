import { screen, within } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { Route, Routes } from 'react-router-dom';
import SettlementPage from '@/features/settlement/SettlementPage';
import { renderPage } from '../support/renderPage';
import { dataRows } from '../support/tableRows';

/** The address's query, shown beside the page so a test reads what the report wrote there. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

/** The settlement report at `/information/settlement<search>`, as the console routes it. */
export function renderSettlement(search = '') {
  return renderPage(
    <>
      <Routes>
        <Route path="/information/settlement" element={<SettlementPage />} />
      </Routes>
      <Where />
    </>,
    { path: `/information/settlement${search}` },
  );
}

/** The query the page has written to the address. */
export const where = () => new URLSearchParams(screen.getByTestId('where').textContent ?? '');

/** The report's rows of figures: the table's data rows without its totals row. */
export function reportRows(): HTMLElement[] {
  const totals = screen.queryByTestId('settlement-totals');
  return dataRows(screen.getByTestId('settlement-table')).filter((row) => row !== totals);
}

/** The totals row as a reader sees it: the figure under each column header (the label spans the grouping columns). */
export function totalsByColumn(): Map<string, string> {
  const headers = within(screen.getByTestId('settlement-table'))
    .getAllByRole('columnheader')
    .map((h) => h.textContent ?? '');
  const out = new Map<string, string>();
  let column = 0;
  for (const cell of within(screen.getByTestId('settlement-totals')).getAllByRole('cell')) {
    out.set(headers[column] ?? '', cell.textContent ?? '');
    column += Number(cell.getAttribute('colspan') ?? 1);
  }
  return out;
}
