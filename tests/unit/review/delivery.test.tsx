import { fireEvent, screen, within } from '@testing-library/react';
import MaterialGrid from '@/features/review/creatives/components/MaterialGrid';
import MaterialTable from '@/features/review/creatives/components/MaterialTable';
import { detailFields } from '@/features/review/creatives/components/DetailFields';
import { renderPage } from '../support/renderPage';
import { material, REVIEWER } from './support';

const noop = () => undefined;
const handlers = { onActivate: noop, onOpen: noop, onToggle: noop, onApprove: noop, onReject: noop, onBlock: noop };
const earner = material({ id: 50010, impressions7d: 1234567, revenue7d: 4321.5 });

function table(props: Partial<Parameters<typeof MaterialTable>[0]> = {}) {
  return renderPage(
    <MaterialTable
      items={[earner]}
      loading={false}
      selected={new Set()}
      activeIndex={-1}
      busy={false}
      sortField="submittedAt"
      sortOrder="descend"
      onSort={noop}
      onSelectionChange={noop}
      canDecide
      {...handlers}
      {...props}
    />,
    REVIEWER,
  );
}

const header = (name: string) => screen.getByRole('columnheader', { name: new RegExp(name) });

describe('7-day delivery in the queue', () => {
  it('the table shows the 7-day impressions and revenue of each creative', () => {
    table();
    const row = screen.getByTestId('material-row');
    expect(within(row).getByTestId('material-impressions7d')).toHaveTextContent('1,234,567');
    expect(within(row).getByTestId('material-revenue7d')).toHaveTextContent('$4,321.50');
  });

  it('the 7-day columns sort on the server: a header click asks for its field, most first', () => {
    const onSort = jest.fn();
    table({ onSort });
    fireEvent.click(header('Impressions \\(7 days\\)'));
    expect(onSort).toHaveBeenLastCalledWith('impressions7d', 'descend');
    fireEvent.click(header('Revenue \\(7 days\\)'));
    expect(onSort).toHaveBeenLastCalledWith('revenue7d', 'descend');
  });

  it('the header shows the order of the query on the column it sorts, and only there', () => {
    table({ sortField: 'revenue7d', sortOrder: 'ascend' });
    expect(header('Revenue \\(7 days\\)')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Impressions \\(7 days\\)')).not.toHaveAttribute('aria-sort');
    expect(header('Submitted')).not.toHaveAttribute('aria-sort');
  });

  it('a card and the drawer show the same figures', () => {
    renderPage(
      <MaterialGrid items={[earner]} selected={new Set()} activeIndex={0} busy={false} canDecide {...handlers} />,
      REVIEWER,
    );
    const line = within(screen.getByTestId('material-card')).getByTestId('material-delivery');
    expect(line).toHaveTextContent('7 days: 1.2M impressions · $4,321.50');
    expect(line).toHaveAttribute('title', '7 days: 1,234,567 impressions · $4,321.50');
    const f = (id: string) => id;
    const keys = (detailFields(earner, f) ?? []).map((i) => i.key);
    expect(keys).toEqual(expect.arrayContaining(['impressions7d', 'revenue7d']));
  });
});
