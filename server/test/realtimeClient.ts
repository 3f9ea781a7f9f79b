// A `ws` client for consultation-room tests: connects, signs in with the first frame, and collects every frame.
import WebSocket from 'ws';
import { consultationSocketPath, type ClientFrame, type RoomRef, type ServerFrame } from '@contract';
import { newId } from '../db/ids';
import type { BookingStatus, RequestRow } from '../db/schema';
import type { TestApp } from './harness';
import type { Person } from './bookingPeople';

export interface RoomClient {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: ClientFrame): void;
  /** The first collected frame matching, waiting for it if needed. */
  next<T extends ServerFrame['type']>(
    type: T,
    match?: (f: Extract<ServerFrame, { type: T }>) => boolean,
  ): Promise<Extract<ServerFrame, { type: T }>>;
  closed: Promise<{ code: number }>;
  close(): Promise<void>;
}

/** `room`: a booking id, or a room of either kind. */
export function openRoom(
  t: Pick<TestApp, 'url'>,
  room: string | RoomRef,
  token: string | null,
  headers: Record<string, string> = {},
): Promise<RoomClient> {
  const ref: RoomRef = typeof room === 'string' ? { kind: 'booking', id: room } : room;
  const ws = new WebSocket(`${t.url.replace('http', 'ws')}${consultationSocketPath(ref)}`, { headers });
  const frames: ServerFrame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()) as ServerFrame);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<{ code: number }>((done) => ws.on('close', (code) => done({ code })));
  const client: RoomClient = {
    ws,
    frames,
    send: (frame) => ws.send(JSON.stringify(frame)),
    next(type, match = () => true) {
      type F = Extract<ServerFrame, { type: typeof type }>;
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${type} frame`)), 10_000); // generous: busy CI machines
        const look = () => {
          const found = frames.find((f) => f.type === type && match(f as F)) as F | undefined;
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(look);
        };
        look();
      });
    },
    closed,
    async close() {
      ws.close();
      await closed;
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () => {
      if (token) client.send({ type: 'auth', token });
      resolve(client);
    });
  });
}

/**
 * A confirmed booking whose time is now (started 5 minutes ago, 30 minutes long), inserted directly; `freeFirst`:
 * the client's free first consultation (₹0).
 */
export async function liveBooking(
  t: TestApp,
  client: Person,
  lawyer: Person,
  {
    pricePaise = 120_000,
    now = new Date(),
    freeFirst = false,
    status = 'confirmed',
  }: { pricePaise?: number; now?: Date; freeFirst?: boolean; status?: BookingStatus } = {},
): Promise<string> {
  const id = newId();
  const start = new Date(now.getTime() - 5 * 60_000);
  await t.db
    .insertInto('bookings')
    .values({
      id,
      client_id: client.id,
      lawyer_id: lawyer.id,
      date: start.toISOString().slice(0, 10),
      slot: '10:00',
      start_at: start.toISOString(),
      end_at: new Date(start.getTime() + 30 * 60_000).toISOString(),
      minutes: 30,
      mode: 'video',
      topic: 'Property dispute',
      price_paise: freeFirst ? 0 : pricePaise,
      // The booked rate behind that price (30 minutes), as a booking made through the API stores it.
      rate_paise: Math.round(pricePaise / 30),
      free_first: freeFirst ? 1 : 0,
      status,
      paid_at: null,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** A request of `owner` that `lawyer` accepted (on-going), or completed since; inserted directly. */
export async function acceptedRequest(
  t: TestApp,
  owner: Person,
  lawyer: Person,
  status: RequestRow['status'] = 'on-going',
): Promise<RoomRef> {
  const id = newId();
  await t.db
    .insertInto('requests')
    .values({
      id,
      owner_id: owner.id,
      title: 'Tenant will not leave',
      description: 'The lease ended in March.',
      budget_paise: null,
      consultation_type: 'Online',
      date: '2030-01-07',
      timing: '10:30 AM',
      mention: 'lawyer@example.in',
      lawyer_id: lawyer.id,
      assigned_lawyer_id: status === 'new' ? null : lawyer.id,
      status,
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
    })
    .execute();
  return { kind: 'request', id };
}
