import { screen } from '@testing-library/react';
import { useLocation } from '@umijs/max';
import { Route, Routes } from 'react-router-dom';
import SettlementPage from '@/features/settlement/SettlementPage';
import { renderPage } from '../support/renderPage';

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
