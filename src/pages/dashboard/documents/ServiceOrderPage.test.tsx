// The order page as a client sees it: the landing's four steps, the questionnaire after payment, versions with
// their notes, a revision sent to the declared endpoint. As its lawyer sees it: the steps told to the lawyer and
// the client's brief (every answer, the files to download), read-only.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceOrder } from '@contract';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { warmParts } from '@/test/warmParts';

warmParts(
  () => import('./ServiceOrderRoute'),
  () => import('./ServiceOrderPage'),
);

const base: ServiceOrder = {
  _id: 'so1',
  status: 'awaiting_lawyer',
  service: {
    _id: 's1',
    slug: 'agreement-to-sale-drafting',
    title: 'Agreement to Sale Drafting',
    category: 'drafting',
  },
  pricePaise: 349900,
  turnaroundDays: 3,
  revisionsAllowed: 2,
  revisionsUsed: 0,
  questionnaire: [
    { id: 'seller', label: 'Seller (name and address)', type: 'party', required: true },
    { id: 'price', label: 'Sale price (₹)', type: 'money', required: true },
    { id: 'deed', label: 'Title deed', type: 'file', required: false },
  ],
  answers: {},
  files: [],
  deliveries: [],
  timeline: [{ kind: 'paid', text: 'Paid', at: '2030-03-05T04:00:00.000Z', actor: 'Asha Verma' }],
  client: { _id: 'u1', name: 'Asha Verma' },
  lawyer: null,
  call: null,
  paidAt: '2030-03-05T04:00:00.000Z',
  detailsAt: null,
  acceptedAt: null,
  dueAt: null,
  deliveredAt: null,
  createdAt: '2030-03-05T03:59:00.000Z',
  can: {
    pay: false,
    answer: true,
    accept: false,
    bookCall: false,
    deliver: false,
    revise: false,
    approve: false,
    cancel: true,
    review: false,
  },
};

function visit(order: ServiceOrder, more?: (path: string) => Response | Promise<Response> | undefined) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let reviewed = false;
  const route: FakeRoute = (request) => {
    calls.push(request);
    const answered = more?.(request.path);
    if (answered) return answered;
    if (request.path === '/api/validate-token') return jsonReply(200, sampleUser);
    if (request.path === '/api/service-orders/so1')
      return jsonReply(200, reviewed ? { ...order, can: { ...order.can, review: false } } : order);
    if (request.path === '/api/reviews') {
      reviewed = true;
      return jsonReply(201, {
        _id: 'R1',
        stars: 5,
        text: 'Clear and quick.',
        recommend: null,
        author: 'Asha V.',
        createdAt: '2030-03-07T10:00:00.000Z',
        reply: null,
      });
    }
    if (request.path === '/api/service-orders/so1/revision')
      return jsonReply(200, {
        ...order,
        status: 'revision_requested',
        can: { ...order.can, revise: false, approve: false },
      });
    if (request.path.startsWith('/api/service-orders/so1/files/'))
      return new Response('%PDF-1.4', { status: 200, headers: { 'Content-Type': 'application/pdf' } });
    if (request.path === '/api/service-orders/so1/approve')
      return jsonReply(200, {
        ...order,
        status: 'delivered',
        can: { ...order.can, revise: false, approve: false },
      });
    return jsonReply(404, { message: 'Not found', code: 'not_found' });
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  renderRoute('/dashboard/service-orders/so1', test.store);
  return calls;
}

// jsdom has no object URLs; a download goes through one.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:order-file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** The spec's four steps (section 2), as the client reads them. */
const clientSteps = [
  ['Select the document', 'Select the document you need and go to checkout.'],
  ['Add your details', 'Attach your personal details on the success page.'],
  ['Schedule a call or chat', 'Choose a time slot to talk to your expert by call or chat.'],
  ['Collect your document', 'Collect the finished document, delivered to you by e-mail.'],
];

/** Accepted by the signed-in lawyer (u1), the details sent with the title deed. */
const working: ServiceOrder = {
  ...base,
  status: 'in_progress',
  detailsAt: base.paidAt,
  acceptedAt: base.paidAt,
  client: { _id: 'c9', name: 'Meera Iyer' },
  lawyer: { _id: 'u1', name: 'Asha Verma' },
  answers: {
    seller: 'Ramesh Kumar,\n12 MG Road, Pune',
    price: '4500000',
    deed: 'title deed.pdf',
  },
  files: [
    {
      _id: 'f9',
      name: 'title deed.pdf',
      size: 2048,
      createdAt: base.paidAt!,
      questionId: 'deed',
    },
  ],
  can: { ...base.can, answer: false, cancel: false, deliver: true },
};

describe('Document order page', () => {
  it('shows the four steps and asks the questionnaire once paid', async () => {
    visit(base);
    // The file's first screen: the route's modules are still cold on a busy machine.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Agreement to Sale Drafting' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    for (const [title, text] of clientSteps) {
      expect(screen.getByText(title!)).toBeInTheDocument();
      expect(screen.getByText(text!)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Seller (name and address)')).toBeInTheDocument();
    expect(screen.getByLabelText('Title deed (optional)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send details' })).toBeInTheDocument();
    expect(screen.getByText('Awaiting a lawyer')).toBeInTheDocument();
  });

  it('lists versions with their notes and downloads, and sends a revision to the declared endpoint', async () => {
    const delivered: ServiceOrder = {
      ...base,
      status: 'in_progress',
      detailsAt: base.paidAt,
      lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
      deliveries: [
        {
          _id: 'f1',
          name: 'Agreement v1.pdf',
          size: 2048,
          createdAt: base.paidAt!,
          version: 1,
          note: 'First version',
          kind: 'delivery',
        },
      ],
      can: { ...base.can, answer: false, cancel: false, revise: true, approve: true },
    };
    const calls = visit(delivered);
    expect(await screen.findByText('Version 1')).toBeInTheDocument();
    expect(screen.getByText(/First version/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Agreement v1.pdf' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/What should change/), 'Add the parking slot.');
    await userEvent.click(screen.getByRole('button', { name: 'Ask for a revision' }));
    expect(await screen.findByText('Revision requested')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/service-orders/so1/revision')?.body).toEqual({
      comments: 'Add the parking slot.',
    });
  });

  it("speaks to its lawyer and shows them the client's brief: every answer and the files to download", async () => {
    const calls = visit(working);
    const brief = await screen.findByRole('region', { name: "The client's brief" });
    expect(screen.getByText('The client attaches their details after paying.')).toBeInTheDocument();
    for (const [title, text] of clientSteps) {
      expect(screen.queryByText(title!)).not.toBeInTheDocument();
      expect(screen.queryByText(text!)).not.toBeInTheDocument();
    }
    expect(screen.getByText('Client: Meera Iyer')).toBeInTheDocument();
    const answerOf = (label: string) => within(brief).getByText(label).nextElementSibling?.textContent;
    expect(answerOf('Seller (name and address)')).toBe('Ramesh Kumar,\n12 MG Road, Pune');
    expect(answerOf('Sale price (₹)')).toBe('₹45,00,000/-');
    // Read-only: nothing to type into, no Send details.
    expect(within(brief).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Send details|Update details/ })).not.toBeInTheDocument();
    await userEvent.click(within(brief).getByRole('button', { name: 'Download title deed.pdf' }));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain('/api/service-orders/so1/files/f9'));
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('shows the client what they sent once a lawyer has the order, with the four steps as the spec words them', async () => {
    visit({
      ...working,
      client: { _id: 'u1', name: 'Asha Verma' },
      lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
      can: { ...working.can, deliver: false, bookCall: true },
    });
    const mine = await screen.findByRole('region', { name: 'Your details' });
    expect(within(mine).getByText('Ramesh Kumar,', { exact: false })).toBeInTheDocument();
    for (const [, text] of clientSteps) expect(screen.getByText(text!)).toBeInTheDocument();
    expect(screen.getByText('Lawyer: Adv. Rohan Mehta')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "The client's brief" })).not.toBeInTheDocument();
  });

  it('sends a review of the delivered order, and then no longer asks for one', async () => {
    const done: ServiceOrder = {
      ...base,
      status: 'delivered',
      detailsAt: base.paidAt,
      deliveredAt: base.paidAt,
      lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
      can: { ...base.can, answer: false, cancel: false, review: true },
    };
    const calls = visit(done);
    await userEvent.type(await screen.findByLabelText('Your review'), 'Clear and quick.');
    await userEvent.click(screen.getByRole('button', { name: 'Send review' }));
    expect(await screen.findByText('Thank you for your review.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/reviews')?.body).toEqual({
      serviceOrderId: 'so1',
      stars: 5,
      text: 'Clear and quick.',
    });
    expect(screen.queryByRole('button', { name: 'Send review' })).not.toBeInTheDocument();
  });

  it("never leaves another day's times on show, or chosen, while the new day's are loading", async () => {
    const freeTimes = (slots: string[]) =>
      jsonReply(200, {
        date: '',
        slots,
        minutes: 30,
        ratePaise: 0,
        pricePaise: 0,
        firstConsultation: false,
        officeAddress: '',
      });
    // The later day's answer is held back until the test gives it.
    let answerLaterDay: (reply: Response) => void = () => undefined;
    const laterDay = new Promise<Response>((done) => (answerLaterDay = done));
    visit(
      {
        ...working,
        client: { _id: 'u1', name: 'Asha Verma' },
        lawyer: { _id: 'l1', name: 'Adv. Rohan Mehta' },
        can: { ...working.can, deliver: false, bookCall: true },
      },
      (path) => {
        if (!path.startsWith('/api/experts/l1/availability')) return undefined;
        if (path.includes('2030-03-12')) return laterDay;
        return freeTimes(['10:00', '10:30']);
      },
    );
    const time = await screen.findByLabelText('Time');
    await within(time).findByRole('option', { name: /10:30/ });
    fireEvent.change(document.querySelector('#call-date')!, { target: { value: '2030-03-12' } });
    expect(within(time).queryByRole('option', { name: /10:30/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Book the call' })).toBeDisabled();
    answerLaterDay(freeTimes(['11:00']));
    await within(time).findByRole('option', { name: /11:00/ });
    await userEvent.selectOptions(time, '11:00');
    expect(screen.getByRole('button', { name: 'Book the call' })).toBeEnabled();
  });
});
