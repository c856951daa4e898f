import { fireEvent, screen } from '@testing-library/react';
import LoadError from '@/components/LoadError';
import EmptyLoadError from '@/components/LoadError/EmptyLoadError';
import { renderPage } from '../support/renderPage';

// The console's one "could not load, Retry" state, in its three places: a line (alert), a whole card or page
// (result), and a table's empty area (EmptyLoadError, its own module since issue 32).
describe('LoadError', () => {
  it.each([
    ['alert', <LoadError key="a" message="The list could not be loaded." onRetry={jest.fn()} />],
    ['result', <LoadError key="r" variant="result" message="The list could not be loaded." onRetry={jest.fn()} />],
    ['empty', <EmptyLoadError key="e" message="The list could not be loaded." onRetry={jest.fn()} />],
  ])('%s: says what could not be loaded and retries on the button', (_variant, element) => {
    renderPage(element);
    expect(screen.getByText('The list could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(element.props.onRetry).toHaveBeenCalledTimes(1);
  });

  it("takes an area's own word for the retry", () => {
    const onRetry = jest.fn();
    renderPage(<EmptyLoadError message="The report could not be loaded." onRetry={onRetry} retryText="Reload" />);
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
