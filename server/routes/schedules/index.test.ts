import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking, ScheduleList } from '@contract';
import { addClient, addLawyer, bookAndPay, type Person } from '../../test/bookingPeople';
import { testClock } from '../../test/clock';
import { createTestApp, type TestApp } from '../../test/harness';
import { fakeExe, htmlPage, tinyPdf } from '../../test/sampleFiles';

// Monday 7 January 2030, 09:30 in India.
const clock = testClock(Date.parse('2030-01-07T04:00:00Z'));
let t: TestApp;
let lawyer: Person;
let client: Person;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApp({ clock });
  lawyer = await addLawyer(t);
  client = await addClient(t, 'Schedule Client');
  // Paid when priced: an unpaid one would be released by the payment-hold job once the clock moves on.
  const book = async (slot: string) =>
    (
      await bookAndPay(t, client, {
        lawyerId: lawyer.id,
        date: '2030-01-07',
        slot,
        mode: 'onsite',
        topic: `Meeting ${slot}`,
      })
    ).body._id;
  first = await book('10:00');
  second = await book('11:00');
});
afterAll(() => t.close());

const tab = (who: Person, name: string) =>
  t.api.get<ScheduleList>(`/api/schedules?tab=${name}`, { token: who.token }).then((r) => r.body);

describe('GET /api/schedules', () => {
  it('sorts bookings into upcoming, live and completed by their times, for client and lawyer alike', async () => {
    let list = await tab(client, 'upcoming');
    expect(list.counts).toEqual({ upcoming: 2, live: 0, completed: 0 });
    expect(list.items.map((b) => b.topic)).toEqual(['Meeting 10:00', 'Meeting 11:00']);
    expect(list.items[0]).toMatchObject({ myRole: 'client', mode: 'onsite' });
    expect(list.items[0].otherParty.expertise).toMatch(/Lawyer$/);
    const forLawyer = await tab(lawyer, 'upcoming');
    expect(forLawyer.items[0]).toMatchObject({
      myRole: 'lawyer',
      otherParty: { name: 'Schedule Client', expertise: 'Client' },
    });

    clock.advance(45 * 60_000); // 10:15 IST: the first is live
    list = await tab(client, 'live');
    expect(list.counts).toEqual({ upcoming: 1, live: 1, completed: 0 });
    expect(list.items.map((b) => b._id)).toEqual([first]);

    clock.advance(2 * 3600_000); // 12:15 IST: both done
    list = await tab(lawyer, 'completed');
    expect(list.counts).toEqual({ upcoming: 0, live: 0, completed: 2 });
    expect(list.items.map((b) => b._id)).toEqual([second, first]);
    expect((await tab(client, 'upcoming')).items).toEqual([]);
    clock.advance(-(45 * 60_000 + 2 * 3600_000));
  });

  it("counts a lawyer's own bookings with another lawyer beside their clients' bookings", async () => {
    const colleague = await addLawyer(t);
    await t.api.post<Booking>(
      '/api/bookings',
      { lawyerId: colleague.id, date: '2030-01-08', slot: '10:00', mode: 'onsite', topic: 'Second opinion' },
      { token: lawyer.token },
    );
    const list = await tab(lawyer, 'upcoming');
    expect(list.counts).toEqual({ upcoming: 3, live: 0, completed: 0 });
    expect(list.items.map((b) => [b.topic, b.myRole])).toEqual([
      ['Meeting 10:00', 'lawyer'],
      ['Meeting 11:00', 'lawyer'],
      ['Second opinion', 'client'],
    ]);
    expect((await tab(colleague, 'upcoming')).counts).toEqual({ upcoming: 1, live: 0, completed: 0 });
  });

  it('needs a login and a known tab', async () => {
    expect((await t.api.get('/api/schedules')).status).toBe(401);
    expect((await t.api.get('/api/schedules?tab=past', { token: client.token })).status).toBe(400);
  });
});

async function upload(who: Person | null, scheduleId: string, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  form.append('scheduleId', scheduleId);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${t.url}/api/upload`, {
    method: 'POST',
    body: form,
    headers: who ? { Authorization: `Bearer ${who.token}` } : {},
  });
  return { status: res.status, body: (await res.json()) as { message: string; document: { _id: string } } };
}

const docsOf = (id: string) =>
  t.db.selectFrom('booking_documents').select('id').where('booking_id', '=', id).execute();

describe('POST /api/upload and downloads', () => {
  it('attaches a checked file that both parties see and download, as an attachment', async () => {
    const r = await upload(client, first, { name: 'evidence.pdf', data: tinyPdf });
    expect(r.status).toBe(201);
    expect(r.body.message).toBe(`File uploaded successfully for schedule ID: ${first}`);
    const seen = (await tab(lawyer, 'upcoming')).items.find((b) => b._id === first)!;
    expect(seen.documents.map((d) => d.name)).toEqual(['evidence.pdf']);
    const res = await fetch(`${t.url}/api/booking-documents/${r.body.document._id}`, {
      headers: { Authorization: `Bearer ${lawyer.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="evidence.pdf"/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(tinyPdf)).toBe(true);
  });

  it('refuses disguised files and a missing file, keeping nothing', async () => {
    const before = (await docsOf(second)).length;
    expect((await upload(client, second, { name: 'setup.pdf', data: fakeExe })).status).toBe(415);
    expect((await upload(client, second, { name: 'cat.png', data: htmlPage })).status).toBe(415);
    const none = await upload(client, second);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select a file to upload');
    expect((await docsOf(second)).length).toBe(before);
  });

  it('refuses a file sent in another field than file, naming it (400), keeping nothing', async () => {
    const before = (await docsOf(second)).length;
    const form = new FormData();
    form.append('scheduleId', second);
    form.append('document', new Blob([new Uint8Array(tinyPdf)]), 'evidence.pdf');
    const res = await fetch(`${t.url}/api/upload`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${client.token}` },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toBe(
      'Send files in the field file, not document.',
    );
    expect((await docsOf(second)).length).toBe(before);
  });

  it('answers 404 to another client and another lawyer, 401 to nobody, for uploads and downloads', async () => {
    const mine = await upload(lawyer, second, { name: 'notes.pdf', data: tinyPdf });
    expect(mine.status).toBe(201);
    const before = (await docsOf(second)).length;
    const stranger = await addClient(t);
    const otherLawyer = await addLawyer(t);
    for (const who of [stranger, otherLawyer]) {
      expect((await upload(who, second, { name: 'x.pdf', data: tinyPdf })).status).toBe(404);
      const res = await fetch(`${t.url}/api/booking-documents/${mine.body.document._id}`, {
        headers: { Authorization: `Bearer ${who.token}` },
      });
      expect(res.status).toBe(404);
    }
    expect((await upload(null, second, { name: 'x.pdf', data: tinyPdf })).status).toBe(401);
    expect((await fetch(`${t.url}/api/booking-documents/${mine.body.document._id}`)).status).toBe(401);
    expect((await docsOf(second)).length).toBe(before);
  });
});
