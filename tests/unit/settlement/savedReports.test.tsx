import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  createReportSchedule,
  createSavedReport,
  listReportSchedules,
  listSavedReports,
} from '@/features/settlement/api';
import { addDays, todayIn } from '@/utils/dateRange';
import { configureSession } from '@/session';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { renderSettlement, where } from './renderSettlement';
import { signInDemo } from './support';

const api = setupMockApi();
const today = todayIn('Asia/Shanghai');

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  await signInDemo();
});

describe('saved reports on the settlement page', () => {
  it('saves the report with its period relative, refuses a duplicate name, reopens it resolved today and schedules it', async () => {
    const { history } = renderSettlement(`?start=${addDays(today, -6)}&end=${today}&group=app`);
    await waitFor(() => expect(screen.getByTestId('settlement-table')).toHaveAttribute('data-state', 'ready'));

    const menu = async (item: string) => {
      fireEvent.click(screen.getByTestId('saved-reports-menu'));
      fireEvent.click(await screen.findByRole('menuitem', { name: new RegExp(item) }));
    };
    await menu('Save report');
    const dialog = await screen.findByRole('dialog', { name: 'Save report' });
    expect(within(dialog).getByLabelText(/Last 7 days, moving on with each day/)).toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Apps this week' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    // The answer first (its notice), then one look at the server: polling it would only meet its rate limit.
    await screen.findByText(/^Saved "/);
    expect((await listSavedReports()).list).toHaveLength(1);
    const [saved] = (await listSavedReports()).list;
    expect(saved).toMatchObject({ name: 'Apps this week', query: 'group=app', period: { kind: 'last7Days' } });

    // The same name again: the server's message under the field.
    await menu('Save report');
    const again = await screen.findByRole('dialog', { name: 'Save report' });
    fireEvent.change(within(again).getByLabelText('Name'), { target: { value: 'apps THIS week' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Save' }));
    expect(await within(again).findByText('You already have a saved report with this name')).toBeInTheDocument();
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel' }));

    // Elsewhere in the report, then open the saved one: grouping back, period resolved today.
    act(() => {
      history.push(`/information/settlement?start=${addDays(today, -40)}&end=${addDays(today, -35)}`);
    });
    await waitFor(() => expect(where().get('group')).toBeNull());
    await menu('Manage saved reports and schedules');
    const drawer = await screen.findByRole('dialog', { name: 'Saved reports' });
    const row = await within(drawer).findByRole('button', { name: 'Open \u2068Apps this week\u2069' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule' }));
    // Over the drawer, the dialog whose title names it: "Schedule "Apps this week"". (Not by its accessible name:
    // under jest, rc-util gives every antd dialog the same id, so each is labelled by the first one's title.)
    const schedule = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(/^Schedule "/));
      if (!found) throw new Error('The schedule dialog is not open');
      return found;
    });
    fireEvent.click(within(schedule).getByLabelText('Daily'));
    const recipients = within(schedule).getByRole('combobox', { name: 'Recipients' });
    fireEvent.change(recipients, { target: { value: 'not-an-email' } });
    fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Save' }));
    expect(await within(schedule).findByText('Not valid email addresses: not-an-email')).toBeInTheDocument();
    // Take the wrong address out by its tag's remove button (its cross, hidden from assistive technology: the
    // field's Backspace does the same for them).
    const wrong = within(schedule).getByTitle('not-an-email');
    fireEvent.click(within(wrong).getByRole('img', { name: 'close', hidden: true }));
    await waitFor(() => expect(within(schedule).queryByTitle('not-an-email')).not.toBeInTheDocument());
    fireEvent.change(recipients, { target: { value: 'boss@example.test' } });
    fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const sent: Promise<{ locale?: string }>[] = [];
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/media/reportSchedule/create')) sent.push(request.clone().json());
    });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Scheduled "/);
    api.server.events.removeAllListeners();
    // The console's locale goes with the schedule: its files are written in the language of who made it.
    expect(sent).toHaveLength(1);
    expect((await sent[0]).locale).toBe('en-US');
    expect(await listReportSchedules()).toHaveLength(1);
    expect((await listReportSchedules())[0]).toMatchObject({
      frequency: 'daily',
      hour: 8,
      recipients: ['boss@example.test'],
      locale: 'en-US',
    });

    fireEvent.click(row);
    await waitFor(() => expect(where().get('group')).toBe('app'));
    expect(where().get('start')).toBe(addDays(todayIn('Asia/Shanghai'), -6));
    expect(where().get('end')).toBe(todayIn('Asia/Shanghai'));
  });

  it('a fixed-period report: its schedule sends it once or moves on, as chosen; a schedule sent once says so (issue 52)', async () => {
    // Calls that answer with a notice: inside act, as the page's own would be.
    const report = await inAct(() =>
      createSavedReport({
        name: 'November close',
        query: 'group=app',
        period: { kind: 'custom', start: '2026-11-01', end: '2026-11-07' },
      }),
    );
    // A schedule sent once (the default for a fixed period): run it, and it is done.
    const once = await inAct(() =>
      createReportSchedule({
        reportId: report.id,
        frequency: 'daily',
        hour: 8,
        recipients: ['once@example.test'],
        format: 'csv',
      }),
    );
    expect(once).toMatchObject({ fixedPeriod: 'once' });
    await fetch('http://localhost/__mock/schedules/run', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: once.id }),
    });
    renderSettlement(`?start=${addDays(today, -6)}&end=${today}`);
    await waitFor(() => expect(screen.getByTestId('settlement-table')).toHaveAttribute('data-state', 'ready'));
    fireEvent.click(screen.getByTestId('saved-reports-menu'));
    fireEvent.click(await screen.findByRole('menuitem', { name: /Manage saved reports and schedules/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Saved reports' });
    await within(drawer).findByRole('button', { name: 'Open \u2068November close\u2069' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Schedule' }));
    const schedule = await waitFor(() => {
      const found = screen.getAllByRole('dialog').find((d) => within(d).queryByText(/^Schedule "/));
      if (!found) throw new Error('The schedule dialog is not open');
      return found;
    });
    expect(within(schedule).getByText('The report’s fixed period')).toBeInTheDocument();
    expect(within(schedule).getByLabelText('Send it once')).toBeChecked();
    fireEvent.click(within(schedule).getByLabelText('Move on to the next period each time'));
    const recipients = within(schedule).getByRole('combobox', { name: 'Recipients' });
    fireEvent.change(recipients, { target: { value: 'close@example.test' } });
    fireEvent.keyDown(recipients, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(within(schedule).getByRole('button', { name: 'Save' }));
    await screen.findByText(/^Scheduled "/);
    const [first, second] = await listReportSchedules();
    expect(first).toMatchObject({ fixedPeriod: 'once', sentPeriods: 1, status: 'done', nextRunAt: null });
    expect(second).toMatchObject({ fixedPeriod: 'moveOn', sentPeriods: 0, status: 'active' });
    // The list says which one is done.
    fireEvent.click(within(drawer).getByRole('tab', { name: /Schedules/ }));
    expect(await within(drawer).findByText('Sent (fixed period)')).toBeInTheDocument();
  });
});
