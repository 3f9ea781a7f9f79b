// Documents (upload checked by content, secured PIN with lock-out, share, soft delete and restore) and invoices
// (search, sort, owner-only PDF) against the real app.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentItem, DocumentPage, Invoice, InvoicePage, PaymentOrder } from '@contract';
import { demoLogins } from '../../db/seed';
import { pdfText } from '../../test/pdfText';
import { heldBooking } from '../../test/bookingPeople';
import { createTestApp, type TestApp } from '../../test/harness';
import { testClock, type TestClock } from '../../test/clock';
import { htmlPage, tinyDoc, tinyPdf, tinyPng } from '../../test/sampleFiles';
import { financialYearOf } from '../../services/documentNumbers';

const [asha, rohan] = demoLogins;
let app: TestApp;
let clock: TestClock;
let token: string;
let other: string;

beforeEach(async () => {
  clock = testClock();
  app = await createTestApp({ clock });
  token = (await app.tokenFor(asha.email)).token;
  other = (await app.tokenFor(rohan.email)).token;
});
afterEach(() => app.close());

async function upload(fields: Record<string, string>, file?: { name: string; bytes: Buffer }, as = token) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
  const res = await fetch(`${app.url}/api/invoices/upload`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Bearer ${as}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string; document: DocumentItem } };
}

const download = (id: string, pin: string | undefined, as = token) =>
  app.api.post(`/api/documents/${id}/download`, pin === undefined ? {} : { pin }, { token: as });

describe('documents', () => {
  it('uploads PNG/JPG/PDF checked by content, with the spec messages', async () => {
    const none = await upload({ description: 'x' });
    expect(none).toMatchObject({ status: 400, body: { message: 'Please select a file to upload' } });
    const disguised = await upload({}, { name: 'photo.png', bytes: htmlPage });
    expect(disguised.status).toBe(415);
    expect(disguised.body.message).toContain('PNG, JPG, JPEG, PDF');
    // Word files are fine for requests, not here.
    expect((await upload({}, { name: 'a.doc', bytes: tinyDoc })).status).toBe(415);
    const ok = await upload({ description: 'Sale deed' }, { name: 'deed.pdf', bytes: tinyPdf });
    expect(ok.status).toBe(201);
    expect(ok.body.message).toBe('File uploaded successfully!');
    expect(ok.body.document).toMatchObject({
      name: 'deed.pdf',
      docType: 'PDF',
      securedPin: false,
      sharedWith: '',
    });
    const list = await app.api.get<DocumentPage>('/api/documents?q=deed', { token });
    expect(list.body.items.map((d) => d.name)).toEqual(['deed.pdf']);
    expect((await app.api.get<DocumentPage>('/api/documents?q=zzz', { token })).body.items).toEqual([]);
  });

  it('refuses a file in another field and a text field sent twice, naming the field (400), keeping nothing', async () => {
    const send = async (form: FormData) => {
      const res = await fetch(`${app.url}/api/invoices/upload`, {
        method: 'POST',
        body: form,
        headers: { Authorization: `Bearer ${token}` },
      });
      return { status: res.status, body: (await res.json()) as { message: string; field?: string } };
    };
    const documents = () => app.db.selectFrom('documents').select('id').execute();
    const before = (await documents()).length;
    const stray = new FormData();
    stray.append('upload', new Blob([new Uint8Array(tinyPdf)]), 'deed.pdf');
    const strayReply = await send(stray);
    expect(strayReply.status).toBe(400);
    expect(strayReply.body.message).toBe('Send files in the field file, not upload.');
    const twice = new FormData();
    twice.append('description', 'Sale deed');
    twice.append('description', 'Another');
    twice.append('file', new Blob([new Uint8Array(tinyPdf)]), 'deed.pdf');
    const twiceReply = await send(twice);
    expect(twiceReply.status).toBe(400);
    expect(twiceReply.body.field).toBe('description');
    expect((await documents()).length).toBe(before);
  });

  it('asks the PIN before download and locks it for 15 minutes after 5 wrong tries', async () => {
    const { body } = await upload({ pin: '4321' }, { name: 'id.png', bytes: tinyPng });
    const id = body.document._id;
    expect(body.document.securedPin).toBe(true);
    expect((await download(id, undefined)).status).toBe(403);
    for (let i = 0; i < 3; i++) expect((await download(id, '0000')).status).toBe(403);
    const fifth = await download(id, '1111');
    expect(fifth.status).toBe(429);
    expect(fifth.body).toMatchObject({ message: 'Too many wrong PINs. Try again in 15 minutes.' });
    // Even the right PIN waits out the lock.
    expect((await download(id, '4321')).status).toBe(429);
    clock.advance(15 * 60_000 + 1000);
    const ok = await download(id, '4321');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(ok.text, 'latin1').subarray(1, 4).toString()).toBe('PNG');
    const stored = await app.db
      .selectFrom('documents')
      .select('pin_hash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.pin_hash).not.toContain('4321');
  });

  it('checks at most 5 of 40 parallel wrong guesses, then even the right PIN waits, told until when', async () => {
    const { body } = await upload({ pin: '4321' }, { name: 'id.png', bytes: tinyPng });
    const id = body.document._id;
    const guesses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => download(id, String(1000 + i).padStart(4, '0'))),
    );
    // 5 checked: 4 'Wrong PIN.' and the one that started the lock; every other guess refused unchecked.
    expect(guesses.filter((g) => g.status === 403)).toHaveLength(4);
    expect(guesses.some((g) => g.status === 200)).toBe(false);
    clock.advance(61_000); // past the per-minute request limit, well inside the PIN lock
    const right = await download(id, '4321');
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ message: 'Too many wrong PINs. Try again in 14 minutes.' });
    expect(Number(right.headers.get('Retry-After'))).toBeGreaterThan(13 * 60);
    clock.advance(9 * 60_000);
    expect((await download(id, '4321')).body).toMatchObject({
      message: 'Too many wrong PINs. Try again in 5 minutes.',
    });
    clock.advance(5 * 60_000 + 1000);
    expect((await download(id, '4321')).status).toBe(200);
    // The right PIN cleared the count: a new wrong guess is the first of five again.
    expect((await download(id, '0000')).body).toMatchObject({ message: 'Wrong PIN.' });
  });

  it('soft-deletes with the date, restores, and keeps others out', async () => {
    const { body } = await upload({}, { name: 'note.jpg', bytes: tinyPng });
    const id = body.document._id;
    // Another user: 404 for every action, nothing changes; anonymous: 401.
    expect(
      (
        await app.api.send('DELETE', `/api/documents/${id}`, {
          headers: { Authorization: `Bearer ${other}` },
        })
      ).status,
    ).toBe(404);
    expect((await app.api.post(`/api/documents/${id}/restore`, {}, { token: other })).status).toBe(404);
    expect((await download(id, undefined, other)).status).toBe(404);
    expect(
      (
        await app.api.send('PUT', `/api/documents/${id}/share`, {
          body: JSON.stringify({ lawyerId: rohan.id }),
          headers: { Authorization: `Bearer ${other}`, 'Content-Type': 'application/json' },
        })
      ).status,
    ).toBe(404);
    expect((await app.api.get<DocumentPage>('/api/documents', { token: other })).body.items).toEqual([]);
    expect((await app.api.send('DELETE', `/api/documents/${id}`)).status).toBe(401);

    const del = await app.api.send('DELETE', `/api/documents/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(del.status).toBe(200);
    expect((await app.api.get<DocumentPage>('/api/documents', { token })).body.items).toEqual([]);
    const deleted = await app.api.get<DocumentPage>('/api/documents?tab=deleted', { token });
    expect(deleted.body.items).toHaveLength(1);
    expect(deleted.body.items[0]!.deletedAt).toBe(clock.now().toISOString());
    expect((await download(id, undefined)).status).toBe(404);
    expect((await app.api.post(`/api/documents/${id}/restore`, {}, { token })).status).toBe(200);
    expect(
      (await app.api.get<DocumentPage>('/api/documents', { token })).body.items.map((d) => d._id),
    ).toEqual([id]);
  });

  it('shares only with a lawyer the owner has a booking with, who can then download it with the PIN', async () => {
    const targets = await app.api.get<{ _id: string; name: string }[]>('/api/documents/share-targets', {
      token,
    });
    expect(targets.body).toEqual([{ _id: rohan.id, name: rohan.name }]);
    const refused = await upload({ sharedWith: demoLogins[2].id }, { name: 'a.png', bytes: tinyPng });
    expect(refused.status).toBe(400);
    const { body } = await upload(
      { sharedWith: rohan.id, pin: '2468' },
      { name: 'evidence.png', bytes: tinyPng },
    );
    expect(body.document.sharedWith).toBe(rohan.name);
    const seen = await app.api.get<DocumentPage>('/api/documents', { token: other });
    expect(seen.body.items).toMatchObject([
      { name: 'evidence.png', isOwner: false, sharedWith: `From ${asha.name}` },
    ]);
    expect((await download(body.document._id, '2468', other)).status).toBe(200);
    // A shared lawyer cannot delete it.
    expect(
      (
        await app.api.send('DELETE', `/api/documents/${body.document._id}`, {
          headers: { Authorization: `Bearer ${other}` },
        })
      ).status,
    ).toBe(404);
  });
});

describe('invoices', () => {
  /** Asha's invoices issued since `before` (the seeded consultations were paid, and invoiced, when booked). */
  /** The invoices issued since `before` (credit notes left out: the jobs may refund a seeded booking meanwhile). */
  async function invoicesSince(before: Invoice[]) {
    const seen = new Set(before.map((i) => i._id));
    return (await app.api.get<InvoicePage>('/api/invoices?limit=100', { token })).body.items.filter(
      (i) => !seen.has(i._id) && i.number.startsWith('INV/'),
    );
  }
  const current = async () =>
    (await app.api.get<InvoicePage>('/api/invoices?limit=100', { token })).body.items;
  /**
   * The `n`-th next number of the series of the financial year of `at`: the series is the whole platform's,
   * and the seed's paid consultations and document orders have taken its first numbers.
   */
  async function nextNumber(n: number, at = clock.now().toISOString()) {
    const fy = financialYearOf(at);
    const issued = await app.db
      .selectFrom('invoices')
      .select('number')
      .where('number', 'like', `INV/${fy}/%`)
      .execute();
    return `INV/${fy}/${String(issued.length + n).padStart(6, '0')}`;
  }

  async function pay(body: unknown, extra: Record<string, string> = {}) {
    const created = (await app.api.post<PaymentOrder>('/api/payment/order', body, { token })).body;
    const signed = (
      await app.api.post<{ paymentId: string; signature: string }>(
        '/api/payment/demo/checkout',
        { orderId: created.orderId, method: 'netBanking', outcome: 'success' },
        { token },
      )
    ).body;
    expect(
      (
        await app.api.post(
          '/api/payment',
          { orderId: created.orderId, ...signed, method: 'netBanking', ...extra },
          { token },
        )
      ).status,
    ).toBe(200);
  }

  it('numbers invoices in a series per financial year: the first payment of 1 April IST is 000001 again', async () => {
    await app.close();
    clock = testClock(Date.parse('2027-03-31T18:29:00.000Z')); // 31 March, 23:59 IST
    app = await createTestApp({ clock });
    token = (await app.tokenFor(asha.email)).token;
    // The seed's payments were made in the days before this app's clock: in the 26-27 series.
    const seeded = await current();
    expect(seeded.every((i) => i.number.startsWith('INV/26-27/'))).toBe(true);
    const plan = await nextNumber(1);
    await pay({ plan: 'monthly' });
    clock.advance(60_000); // 1 April, 00:00 IST
    await pay({ bookingId: await heldBooking(app, token) });
    expect((await invoicesSince(seeded)).map((i) => [i.type, i.number])).toEqual([
      ['consultation', 'INV/27-28/000001'],
      ['plan', plan],
    ]);
  });

  it('lists, searches and sorts invoices, with GST shown separately, and serves the PDF to its owner only', async () => {
    const seeded = await current();
    // This financial year's series (1 April to 31 March, IST), after the seed's invoices of this year.
    const numbers = [await nextNumber(1), await nextNumber(2)];
    const next = (n: 1 | 2) => numbers[n - 1]!;
    await pay({ plan: 'monthly' }, { addressLine1: '12 MG Road', addressLine2: 'Bengaluru 560001' });
    await pay({ bookingId: await heldBooking(app, token) });
    const list = await invoicesSince(seeded);
    expect(list.map((i) => i.number)).toEqual([next(2), next(1)]);
    const plan = list.find((i) => i.type === 'plan')!;
    expect(plan).toMatchObject({
      fileName: `${next(1).replaceAll('/', '-')}.pdf`,
      issuedFrom: 'LexSetu Legal Services Pvt. Ltd.',
      totalPaise: 9900,
      status: 'paid',
    });
    expect(plan.taxablePaise + plan.gstPaise).toBe(9900);
    expect(plan.gstPaise).toBe(1510);
    const consultation = list.find((i) => i.type === 'consultation')!;
    expect(consultation.issuedFrom).toBe(rohan.name);
    const byBudget = await app.api.get<InvoicePage>('/api/invoices?sort=sort%20by%20budget', { token });
    expect(byBudget.body.items[0]!.totalPaise).toBeGreaterThanOrEqual(byBudget.body.items[1]!.totalPaise);
    const searched = await app.api.get<InvoicePage>('/api/invoices?q=premium', { token });
    expect(searched.body.items.map((i) => i.number)).toEqual([next(1)]);
    expect((await app.api.get('/api/invoices?sort=cheapest', { token })).status).toBe(400);

    const pdf = await fetch(`${app.url}/api/invoices/${plan._id}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(`${next(1).replaceAll('/', '-')}.pdf`);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await app.api.get(`/api/invoices/${plan._id}/pdf`, { token: other })).status).toBe(404);
    expect((await app.api.get(`/api/invoices/${plan._id}/pdf`)).status).toBe(401);

    // What a CA reads on it: the one legal entity with its address and GSTIN, the SAC code, the client and the
    // billing address given with the payment, GST shown separately.
    const planPdf = await fetch(`${app.url}/api/invoices/${plan._id}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const lines = pdfText(Buffer.from(await planPdf.arrayBuffer()));
    expect(lines).toEqual(
      expect.arrayContaining([
        'TAX INVOICE',
        `Invoice number: ${next(1)}`,
        'Place of supply: Uttar Pradesh (09)',
        'LexSetu Legal Services Pvt. Ltd.',
        'B-12, Sector 62, Noida, Uttar Pradesh 201309, India',
        'GSTIN: 09AAACL1234F1Z5',
        'SAC 998599',
        '12 MG Road',
        'Bengaluru 560001',
        'IGST @ 18%',
        '₹15.10',
        '₹99.00',
      ]),
    );
    // Rohan issued the consultation's invoice (issue 35): he sees that one (and the seeded ones), never the
    // client's plan.
    const his = (await app.api.get<InvoicePage>('/api/invoices?limit=100', { token: other })).body.items.map(
      (i) => i.number,
    );
    expect(his).toContain(consultation.number);
    expect(his).not.toContain(plan.number);
    expect(his.sort()).toEqual([...seeded.map((i) => i.number), consultation.number].sort());
  });

  it('puts the reverse-charge note on a consultation paid by a business client with a GSTIN', async () => {
    const seeded = await current();
    await pay({ bookingId: await heldBooking(app, token) }, { clientGstin: '29abcde1234f1z5' });
    const [invoice, ...more] = await invoicesSince(seeded);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ type: 'consultation', reverseCharge: true, gstPaise: 0 });
    const row = await app.db
      .selectFrom('invoices')
      .select('client_gstin')
      .where('id', '=', invoice._id)
      .executeTakeFirstOrThrow();
    expect(row.client_gstin).toBe('29ABCDE1234F1Z5');
    const pdf = await fetch(`${app.url}/api/invoices/${invoice._id}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(pdf.status).toBe(200);
    const bad = await app.api.post('/api/payment/order', { plan: 'monthly' }, { token });
    const wrong = await app.api.post(
      '/api/payment',
      {
        orderId: (bad.body as { orderId: string }).orderId,
        paymentId: 'p',
        signature: 'a'.repeat(64),
        method: 'netBanking',
        clientGstin: 'NOT-A-GSTIN',
      },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ message: expect.stringContaining('clientGstin') });
  });
});
