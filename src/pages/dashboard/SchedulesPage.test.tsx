import { ApiError } from '@/api/ApiError';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const counts = { upcoming: 1, live: 0, completed: 1 };
const card = (over: Record<string, unknown>) => ({
  _id: 'b1',
  lawyerId: 'l1',
  date: '2030-01-08',
  slot: '21:30',
  startAt: '2030-01-08T16:00:00.000Z',
  endAt: '2030-01-08T16:30:00.000Z',
  minutes: 30,
  mode: 'video',
  topic: 'Tenancy notice',
  pricePaise: 105000,
  ratePaise: 3500,
  meteredMinutes: null,
  toBeRefundedPaise: 0,
  status: 'confirmed',
  paidAt: null,
  paymentDueAt: null,
  cancelReason: null,
  refund: null,
  myRole: 'client',
  otherParty: { _id: 'l1', name: 'Adv. Rohan Mehta', expertise: 'Civil Lawyer' },
  address: 'New Delhi, Delhi',
  documents: [{ _id: 'd1', name: 'notice.pdf' }],
  reschedule: { _id: 'r1', date: '2030-01-09', slot: '11:00', proposedByMe: false },
  ...over,
});

function visit() {
  const calls: string[] = [];
  const route: FakeRoute = (request) => {
    calls.push(`${request.method} ${request.path}`);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/schedules?tab=upcoming')
      return jsonReply(200, { tab: 'upcoming', items: [card({})], counts });
    if (request.path === '/api/schedules?tab=live') return jsonReply(200, { tab: 'live', items: [], counts });
    if (request.path === '/api/schedules?tab=completed')
      return jsonReply(200, {
        tab: 'completed',
        items: [card({ _id: 'b2', topic: 'Rent review', mode: 'onsite', reschedule: null, documents: [] })],
        counts,
      });
    if (request.method === 'POST' && request.path === '/api/bookings/b1/reschedule/accept')
      return jsonReply(200, card({ reschedule: null }));
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute('/dashboard/schedules', test.store), calls };
}

describe('Schedules page', () => {
  it('opens on upcoming with real count badges and the card fields of the spec', async () => {
    visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Schedules' })).toBeInTheDocument();
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    expect(screen.getByRole('tab', { name: /upcoming/, selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('1 upcoming')).toBeInTheDocument();
    expect(screen.getByLabelText('0 live')).toBeInTheDocument();
    expect(screen.getByLabelText('1 completed')).toBeInTheDocument();
    expect(within(item).getByText('Adv. Rohan Mehta')).toBeInTheDocument();
    expect(within(item).getByText('Civil Lawyer')).toBeInTheDocument();
    expect(within(item).getByText(/^Start at 9:30pm/)).toBeInTheDocument();
    expect(within(item).getByText('Video chat')).toBeInTheDocument();
    expect(within(item).getByText('notice.pdf')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Upload evidence' })).toBeInTheDocument();
    expect(
      within(item).getByText('Adv. Rohan Mehta asks to reschedule to 01/09/2030 at 11:00am.'),
    ).toBeInTheDocument();
  });

  it('accepts a proposed new time and reloads the tab', async () => {
    const { calls } = visit();
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    await userEvent.click(within(item).getByRole('button', { name: 'Accept new time' }));
    expect(await screen.findByText('New time accepted.')).toBeInTheDocument();
    expect(calls).toContain('POST /api/bookings/b1/reschedule/accept');
    expect(calls.filter((c) => c === 'GET /api/schedules?tab=upcoming').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the exact empty text of live and a Completed button with the address on completed cards', async () => {
    visit();
    await screen.findByRole('article', { name: 'Tenancy notice' });
    await userEvent.click(screen.getByRole('tab', { name: /live/ }));
    expect(await screen.findByText('No live schedules available.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: /completed/ }));
    const done = await screen.findByRole('article', { name: 'Rent review' });
    expect(within(done).getByRole('button', { name: 'Completed' })).toBeInTheDocument();
    expect(within(done).getByText('New Delhi, Delhi')).toBeInTheDocument();
    expect(within(done).queryByRole('button', { name: 'Ask to reschedule' })).toBeNull();
    // The upcoming card left the list (the overview above still names the next consultation).
    const completedList = screen.getByRole('region', { name: 'completed schedules' });
    await waitFor(() => expect(within(completedList).queryByText('Tenancy notice')).toBeNull());
  });

  it('shows the real progress of an attachment upload on its card, then the success toast', async () => {
    const test = visit();
    const file = new File(['%PDF-1.4'], 'evidence.pdf', { type: 'application/pdf' });
    test.store.platform.openFiles = vi.fn(async () => [file]);
    let report: (percent: number) => void = () => {};
    let finish: () => void = () => {};
    const upload = vi.fn(
      (_declared: unknown, _params: unknown, _form: FormData, onProgress?: (percent: number) => void) =>
        new Promise((resolve) => {
          report = onProgress ?? report;
          finish = () => resolve({ _id: 'f1', name: 'evidence.pdf' });
        }),
    );
    (test.store.api as { callMultipart: unknown }).callMultipart = upload;

    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    await userEvent.click(within(item).getByRole('button', { name: 'Upload evidence' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect((upload.mock.calls[0][0] as { path: string }).path).toBe('/api/upload');
    act(() => report(40));
    const bar = await within(item).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    act(() => report(90));
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '90'));
    act(() => finish());
    expect(await screen.findByText('File uploaded successfully for schedule ID: b1')).toBeInTheDocument();
    await waitFor(() => expect(within(item).queryByRole('progressbar')).toBeNull());
  });

  it("keeps the spec's failure words and adds the server's reason, so the person knows what to change", async () => {
    const test = visit();
    test.store.platform.openFiles = vi.fn(async () => [new File(['MZ'], 'setup.exe')]);
    (test.store.api as { callMultipart: unknown }).callMultipart = vi.fn(async () => {
      throw new ApiError({
        kind: 'http',
        status: 415,
        code: 'unsupported_media_type',
        message: 'Unsupported file type: setup.exe. Allowed: PDF, PNG, JPEG, DOC, DOCX.',
        serverMessage: 'Unsupported file type: setup.exe. Allowed: PDF, PNG, JPEG, DOC, DOCX.',
      });
    });
    const item = await screen.findByRole('article', { name: 'Tenancy notice' });
    await userEvent.click(within(item).getByRole('button', { name: 'Upload evidence' }));
    expect(
      await screen.findByText(
        'Failed to upload file for schedule ID: b1. Unsupported file type: setup.exe. Allowed: PDF, PNG, JPEG, DOC, DOCX.',
      ),
    ).toBeInTheDocument();
  });
});
