import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

/** A one-page reply of GET /api/requests. */
const page = <T,>(items: T[]) => ({ items, nextCursor: null, total: items.length });

const ongoing = {
  _id: 'r1',
  title: 'Boundary wall dispute',
  description: 'Neighbour built on my land.',
  budget: 1500,
  consultationType: 'Online',
  date: '2099-01-01',
  timing: '10:30 AM',
  mention: 'rohan@demo.lexsetu.in',
  documents: [{ _id: 'd1', name: 'deed.pdf' }],
  expert: 'Adv. Rohan Mehta',
  image: '',
  client: 'Asha Verma',
  status: 'on-going',
  canAccept: false,
  canComplete: true,
  canChat: true,
  isOwner: true,
  updatedAt: '2026-03-05T10:00:00.000Z',
};

const lawyerProfile = {
  _id: 'L1',
  name: 'Adv. Rohan Mehta',
  email: null,
  profession: 'Civil Lawyer',
  image: null,
  ratePaise: 3500,
  followers: 0,
  clients: 0,
  positiveRatings: 0,
  description: '',
  enrolmentNumber: 'D/1234/2012',
  barCouncil: 'Bar Council of Delhi',
  enrolmentYear: 2012,
  yearsExperience: 14,
  practiceAreas: ['Civil'],
  languages: ['English'],
  city: 'Delhi',
  state: 'Delhi',
  verified: true,
  followedByMe: false,
  premium: false,
};

/** `limits`: what GET /api/health reports (none: the server does not answer it). */
function visit(
  path = '/dashboard/create-request',
  limits?: { maxUploadMb: number; maxFilesPerRequest: number },
) {
  const calls: string[] = [];
  const route: FakeRoute = (request) => {
    calls.push(`${request.method} ${request.path}`);
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/health' && limits)
      return jsonReply(200, { status: 'ok', version: '1', limits });
    if (request.path === '/api/requests?tab=on-going') return jsonReply(200, page([ongoing]));
    if (request.path === '/api/requests?tab=new')
      return jsonReply(200, page([{ ...ongoing, _id: 'r2', status: 'new' }]));
    if (request.path === '/api/requests?tab=completed') return jsonReply(200, page([]));
    if (request.method === 'DELETE') return jsonReply(200, { message: 'Request deleted successfully' });
    if (request.path === '/api/experts/L1') return jsonReply(200, lawyerProfile);
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute(path, test.store), calls };
}

// jsdom has no object URLs; the document previews need them.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

const pickedFile = (name: string, bytes = 10) => new File([new Uint8Array(bytes)], name);

describe('Create Request page', () => {
  it('shows the on-going tab by default as the shared list, and reloads when switching tabs', async () => {
    const { calls } = visit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Request' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(within(row).getByText('Adv. Rohan Mehta')).toBeInTheDocument();
    expect(within(row).getByText('01/01/2099')).toBeInTheDocument();
    // Accepted and under way: not 'Pending' (in red).
    expect(within(row).getByText('In progress')).toBeInTheDocument();
    expect(within(row).queryByText('Pending')).toBeNull();
    expect(within(row).getByText('deed.pdf')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Mark completed' })).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Chat' })).toHaveAttribute(
      'href',
      '/dashboard/requests/r1/chat',
    );
    expect(screen.getByRole('columnheader', { name: 'Meeting type' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'on-going' })).toBeInTheDocument();
    expect(screen.getByText('on-going (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'new' }));
    const card = await screen.findByRole('article', { name: 'Boundary wall dispute' });
    expect(calls).toContain('GET /api/requests?tab=new');
    // Both dates of a card in the spec's MM/dd/yyyy: the request's date and the last update.
    expect(within(card).getByText('01/01/2099')).toBeInTheDocument();
    expect(within(card).queryByText('2099-01-01')).toBeNull();
    expect(within(card).getByText('03/05/2026')).toBeInTheDocument();
  });

  it('says what an empty tab would hold instead of an empty table', async () => {
    visit();
    await screen.findByRole('row', { name: 'Boundary wall dispute' });
    await userEvent.click(screen.getByRole('tab', { name: 'completed' }));
    expect(await screen.findByText('No completed requests yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('opens the form at once with the mention from ?mention= (the Message button) and asks for the required fields', async () => {
    visit('/dashboard/create-request?mention=rohan%40demo.lexsetu.in');
    expect(await screen.findByLabelText('Email')).toHaveValue('rohan@demo.lexsetu.in');
    expect(screen.getByRole('dialog', { name: 'New request' })).toBeInTheDocument();
    expect(screen.getByText(/up to 5 files, 10 MB each/)).toBeInTheDocument();
    expect(screen.getByText(/goes directly to these legal experts/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Request' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.some((a) => a.textContent === 'Please fill all required fields.')).toBe(true);
  });

  it('keeps the form closed without a mention', async () => {
    visit();
    expect(await screen.findByRole('button', { name: 'New request' })).toBeInTheDocument();
    await screen.findByRole('row', { name: 'Boundary wall dispute' });
    expect(screen.queryByLabelText('Email')).toBeNull();
  });

  it('picks documents through the platform picker within the limits the server reports, and sends them', async () => {
    const test = visit('/dashboard/create-request?mention=rohan%40demo.lexsetu.in', {
      maxUploadMb: 1,
      maxFilesPerRequest: 2,
    });
    const openFiles = vi.fn(async () => [pickedFile('site.png'), pickedFile('deed.pdf')]);
    test.store.platform.openFiles = openFiles;
    const upload = vi.fn(async () => ({}));
    (test.store.api as { callMultipart: unknown }).callMultipart = upload;

    expect(await screen.findByText(/up to 2 files, 1 MB each/)).toBeInTheDocument();
    const choose = screen.getByRole('button', { name: 'Upload Documents' });
    await userEvent.click(choose);
    expect(openFiles).toHaveBeenCalledWith({
      accept: ['.png', '.jpg', '.jpeg', '.pdf', '.doc', '.docx'],
      multiple: true,
    });
    const chosen = await screen.findByRole('list', { name: 'Chosen documents' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([expect.stringContaining('site.png'), expect.stringContaining('deed.pdf')]);
    expect(choose).toBeDisabled(); // the server's limit of 2 is reached

    // Past the server's size limit (1 MB here, not the default 10): refused with its message.
    await userEvent.click(screen.getByRole('button', { name: 'Remove deed.pdf' }));
    openFiles.mockResolvedValueOnce([pickedFile('big.pdf', 1024 * 1024 + 1)]);
    await userEvent.click(choose);
    expect(await screen.findByText('big.pdf is larger than 1 MB.')).toBeInTheDocument();
    expect(within(chosen).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.type(screen.getByLabelText('Title'), 'Boundary wall');
    await userEvent.type(screen.getByLabelText('Description'), 'A wall on my land.');
    await userEvent.click(screen.getByLabelText('Online'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-01' } });
    await userEvent.selectOptions(screen.getByLabelText('Timing'), '10:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Create Request' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [declared, , form] = upload.mock.calls[0] as unknown as [{ path: string }, unknown, FormData];
    expect(declared.path).toBe('/api/create-request');
    expect((form.getAll('documents') as File[]).map((f) => f.name)).toEqual(['site.png']);
    expect(form.get('mention')).toBe('rohan@demo.lexsetu.in');

    // The profile's address was for that request only: the next one starts with an empty Email.
    await waitFor(() => expect(screen.queryByLabelText('Title')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: 'New request' }));
    expect(await screen.findByLabelText('Email')).toHaveValue('');
  });

  it("mentions the lawyer of ?expert= (a profile's Message button) by name and id, never asking for their e-mail", async () => {
    const test = visit('/dashboard/create-request?expert=L1');
    const upload = vi.fn(async () => ({}));
    (test.store.api as { callMultipart: unknown }).callMultipart = upload;
    const dialog = await screen.findByRole('dialog', { name: 'New request' });
    expect(await within(dialog).findByText('Adv. Rohan Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
    await userEvent.type(screen.getByLabelText('Title'), 'Boundary wall');
    await userEvent.type(screen.getByLabelText('Description'), 'A wall on my land.');
    await userEvent.click(screen.getByLabelText('Online'));
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2099-01-01' } });
    await userEvent.selectOptions(screen.getByLabelText('Timing'), '10:00 AM');
    await userEvent.click(screen.getByRole('button', { name: 'Create Request' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const [, , form] = upload.mock.calls[0] as unknown as [unknown, unknown, FormData];
    expect(form.get('mentionId')).toBe('L1');
    expect(form.get('mention')).toBeNull();
  });

  it('lets the client drop the profile mention and type an e-mail instead', async () => {
    visit('/dashboard/create-request?expert=L1');
    await within(await screen.findByRole('dialog', { name: 'New request' })).findByText('Adv. Rohan Mehta');
    await userEvent.click(screen.getByLabelText('Mention by e-mail instead'));
    expect(await screen.findByRole('textbox', { name: 'Email' })).toHaveValue('');
  });

  it('asks before closing the form', async () => {
    visit();
    await userEvent.click(await screen.findByRole('button', { name: 'New request' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Are you sure you want to close?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByLabelText('Title')).toBeNull());
  });

  it('deletes a request after confirmation', async () => {
    const { calls } = visit();
    await userEvent.click(
      await screen.findByRole('button', { name: 'More actions for Boundary wall dispute' }),
    );
    await userEvent.click(await screen.findByText('Delete'));
    expect(await screen.findByText('Are you sure?')).toBeInTheDocument();
    expect(
      screen.getByText('This action cannot be undone. This will permanently delete the request.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article')).toBeNull());
    expect(calls).toContain('DELETE /api/requests/r1');
    expect(await screen.findByText('Request deleted successfully')).toBeInTheDocument();
  });

  it("is a lawyer's Requests page: titled and worded for a lawyer, without the client's form", async () => {
    const route: FakeRoute = (request) => {
      if (request.path === '/api/validate-token')
        return jsonReply(200, { ...sampleUser, role: 'professional', name: 'Adv. Rohan Mehta' });
      if (request.path === '/api/settings') return jsonReply(200, { filterUnknownMessages: false });
      if (request.path === '/api/requests?tab=on-going') return jsonReply(200, page([ongoing]));
      if (request.path.startsWith('/api/requests')) return jsonReply(200, page([]));
      return jsonReply(404, { message: 'Not found', code: 'not_found' });
    };
    const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/dashboard/create-request', test.store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Requests' })).toBeInTheDocument();
    expect(screen.getByText(/Consultation requests that clients sent you/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Create Request' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'New request' })).toBeNull();
    await screen.findByRole('row', { name: 'Boundary wall dispute' });
    await userEvent.click(screen.getByRole('tab', { name: 'new' }));
    expect(await screen.findByText(/No new requests from clients yet/)).toBeInTheDocument();
    expect(screen.queryByText('No new schedules available.')).toBeNull();
  });
});
