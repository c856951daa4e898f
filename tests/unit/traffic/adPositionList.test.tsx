import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdPositionsPage from '@/features/traffic/AdPositionsPage';
import { findAdPosition } from '@/features/traffic/api';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs, SUB01_CODES } from './support/signIn';

// The ad positions list, one screen's states (issue 30: moved from tests/e2e/specs/41-adpositions.e2e.mjs, whose
// journeys, create, edit, drafts and the step form, stay in the browser).
setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/adpositions' });
  rearmInvalidSession();
});

async function rows(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(dataRows()).toHaveLength(count));
  return dataRows();
}

/** The details drawer: the dialog holding the integration details. */
const detailsDrawer = () =>
  screen.getAllByRole('dialog').find((d) => within(d).queryByText('Integration details')) as HTMLElement;

describe('the ad positions list', () => {
  it('enables and disables inline after confirming; the details show the IDs to copy', async () => {
    await signInAs('demo');
    renderPage(<AdPositionsPage />, { codes: ALL_CODES, path: '/flow/adpositions' });
    const [first] = await rows(10);
    const id = (within(first).getAllByRole('cell')[0].textContent ?? '').trim();
    const position = await findAdPosition(Number(id));
    const name = position?.name ?? '';
    const question = `Disable “${name}”? It stops serving ads.`;
    const toggle = () => within(first).getByRole('switch');

    fireEvent.click(toggle());
    const ask = await screen.findByRole('tooltip');
    expect(ask).toHaveTextContent(question);
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    expect(toggle()).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(toggle());
    const again = await screen.findByRole('tooltip');
    expect(again).toHaveTextContent(question);
    fireEvent.click(within(again).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-checked', 'false'));
    expect((await findAdPosition(Number(id)))?.status).toBe('disabled');

    fireEvent.click(within(first).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(detailsDrawer()).toBeDefined());
    const drawer = detailsDrawer();
    expect(drawer).toHaveTextContent(name);
    // Each of the three IDs with its copy button, then the hand-off's "Copy all IDs" and "Copy code".
    expect(within(drawer).getByText(id, { selector: '[data-copy="Ad position ID"] code' })).toBeInTheDocument();
    expect(
      within(drawer).getByText(new RegExp(`^mc-\\d+-${id}$`), { selector: '[data-copy="Unit ID (SDK)"] code' }),
    ).toBeInTheDocument();
    expect(within(drawer).getAllByText(/./, { selector: '[data-copy] code' })).toHaveLength(3);
    expect(within(drawer).getAllByRole('button', { name: /Copy/ })).toHaveLength(5);
    expect(within(drawer).getByRole('button', { name: 'Copy all IDs' })).toBeVisible();
  });

  it('lists a view-only account’s (sub01) positions of its apps without manage controls, details included', async () => {
    await signInAs('sub01');
    renderPage(<AdPositionsPage />, { codes: SUB01_CODES, path: '/flow/adpositions' });
    const list = await rows(10);
    expect(screen.queryByRole('button', { name: 'Create ad position' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import spreadsheet' })).not.toBeInTheDocument();
    // Details (the IDs) stay available to viewers.
    fireEvent.click(within(list[0]).getByRole('button', { name: 'Details' }));
    await waitFor(() => expect(detailsDrawer()).toBeDefined());
    const apps = new Set(
      // Cells: ID, name, earnings (issue 52), app.
      list.map((r) => /ID (\d+)/.exec(within(r).getAllByRole('cell')[3].textContent ?? '')?.[1] ?? ''),
    );
    expect([...apps].every((app) => app === '1001' || app === '1002')).toBe(true);
  });
});
