import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import AdPositionFormPage from '@/features/traffic/AdPositionFormPage';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signedInForAppList } from './support/signIn';

setupMockApi();

beforeEach(() => signedInForAppList());

// The ad position form's address names the position to edit (`?id=`): a link with a bad id says what is wrong
// instead of an empty form. One screen's state each, read here (from 41-adpositions' edit test, issue 30).
describe('the ad position form at an address with a bad id', () => {
  it('says a malformed id is not an ad position ID, with the way back to the list', async () => {
    renderPage(<AdPositionFormPage />, { codes: ALL_CODES, path: '/appform/createAdPosition?id=abc' });
    expect(await screen.findByText('“abc” is not a valid ad position ID.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to ad positions' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Ad position name')).not.toBeInTheDocument();
  });

  it('says an id the account has no position of does not exist or is not available', async () => {
    renderPage(<AdPositionFormPage />, { codes: ALL_CODES, path: '/appform/createAdPosition?id=999999' });
    expect(
      await screen.findByText('Ad position 999999 does not exist or is not available to you.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Ad position name')).not.toBeInTheDocument();
  });
});
