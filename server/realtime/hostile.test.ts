// Hostile sockets on /api/consultations/:id/live: frames that break the protocol, floods, clients that never
// read. After each, the server still answers /api/health and a signed-in chat in another room still delivers.
import { randomBytes } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { addClient, addLawyer } from '../test/bookingPeople';
import { createTestApp, type CreateTestAppOptions, type TestApp } from '../test/harness';
import { liveBooking, openRoom, type RoomClient } from '../test/realtimeClient';

let t: TestApp | undefined;
const sockets: Array<Socket | WebSocket | RoomClient> = [];
afterEach(async () => {
  // terminate, not close: a client that stopped reading would never see a close handshake finish.
  for (const s of sockets.splice(0)) {
    if (s instanceof WebSocket) s.terminate();
    else if ('destroy' in s) s.destroy();
    else s.ws.terminate();
  }
  await t?.close();
  t = undefined;
});

const livePath = '/api/consultations/01HZZZZZZZZZZZZZZZZZZZZZZZ/live';

/** A raw TCP client that completed the WebSocket handshake; `closeCode` resolves with the server's close code. */
async function rawSocket(app: TestApp) {
  const port = Number(new URL(app.url).port);
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  let received = Buffer.alloc(0);
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])));
  socket.on('error', () => {});
  socket.write(
    `GET ${livePath} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
  );
  await until(() => received.includes('\r\n\r\n'));
  expect(received.toString('latin1')).toMatch(/^HTTP\/1\.1 101/);
  const headerEnd = received.indexOf('\r\n\r\n') + 4;
  const closeCode = async () => {
    // The server's close frame: opcode 0x8, then the two-byte code.
    await until(() => received.length >= headerEnd + 4);
    const frame = received.subarray(headerEnd);
    expect(frame[0] & 0x0f).toBe(0x8);
    return frame.readUInt16BE(2);
  };
  return { socket, closeCode };
}

/** One client frame (masked, as RFC 6455 requires of clients). */
function frame(opcode: number, payload: Buffer, fin = true): Buffer {
  const mask = randomBytes(4);
  const masked = Buffer.from(payload.map((b, i) => b ^ mask[i % 4]));
  const first = (fin ? 0x80 : 0) | opcode;
  let header: Buffer;
  if (payload.length < 126) header = Buffer.from([first, 0x80 | payload.length]);
  else if (payload.length < 65536) {
    header = Buffer.alloc(4);
    header[0] = first;
    header[1] = 0x80 | 126;
    header.writeUInt16BE(payload.length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = first;
    header[1] = 0x80 | 127;
    header.writeBigUInt64BE(BigInt(payload.length), 2);
  }
  return Buffer.concat([header, mask, masked]);
}

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The server is up and rooms work: health answers, and a chat in a fresh booking's room delivers. */
async function everyoneElseCarriesOn(app: TestApp) {
  expect((await app.api.get('/api/health')).status).toBe(200);
  const client = await addClient(app, `Client ${randomBytes(3).toString('hex')}`);
  const lawyer = await addLawyer(app);
  const bookingId = await liveBooking(app, client, lawyer);
  const a = await openRoom(app, bookingId, client.token);
  const b = await openRoom(app, bookingId, lawyer.token);
  sockets.push(a, b);
  await a.next('ready');
  await b.next('ready');
  a.send({ type: 'send', clientId: 'c1', body: 'Still here?' });
  expect((await b.next('message')).message.body).toBe('Still here?');
}

async function app(options: CreateTestAppOptions = {}) {
  t = await createTestApp({ seed: false, ...options });
  return t;
}

describe('hostile sockets', () => {
  it('a frame over 64 KiB before sign-in closes that socket with 1009, and only that one', async () => {
    const a = await app();
    const { socket, closeCode } = await rawSocket(a);
    socket.write(frame(0x1, Buffer.alloc(65_537, 'a')));
    expect(await closeCode()).toBe(1009);
    expect(a.logs.error.filter((l) => l.includes('closed a socket'))).toHaveLength(1);
    await everyoneElseCarriesOn(a);
  });

  it('a text frame with invalid UTF-8 closes with 1007', async () => {
    const a = await app();
    const { socket, closeCode } = await rawSocket(a);
    socket.write(frame(0x1, Buffer.from([0x7b, 0xff, 0xfe, 0x7d])));
    expect(await closeCode()).toBe(1007);
    await everyoneElseCarriesOn(a);
  });

  it('a binary frame is refused with our bad-frame code; a continuation without a start is a protocol error', async () => {
    const a = await app();
    const binary = await rawSocket(a);
    binary.socket.write(frame(0x2, Buffer.from('{"type":"auth","token":"x"}')));
    expect(await binary.closeCode()).toBe(4400);
    const orphan = await rawSocket(a);
    orphan.socket.write(frame(0x0, Buffer.from('tail')));
    expect(await orphan.closeCode()).toBe(1002);
    await everyoneElseCarriesOn(a);
  });

  it('fragments adding up past 64 KiB close with 1009; a bad close code with 1002', async () => {
    const a = await app();
    const fragmented = await rawSocket(a);
    fragmented.socket.write(frame(0x1, Buffer.alloc(40_000, 'a'), false));
    fragmented.socket.write(frame(0x0, Buffer.alloc(40_000, 'a'), true));
    expect(await fragmented.closeCode()).toBe(1009);
    const badClose = await rawSocket(a);
    const code = Buffer.alloc(2);
    code.writeUInt16BE(999);
    badClose.socket.write(frame(0x8, code));
    expect(await badClose.closeCode()).toBe(1002);
    await everyoneElseCarriesOn(a);
  });

  it('500 connections that never sign in from one address: 20 get in, the rest are refused with 429', async () => {
    const a = await app();
    const url = `${a.url.replace('http', 'ws')}${livePath}`;
    const outcomes = await Promise.all(
      Array.from(
        { length: 500 },
        () =>
          new Promise<number>((done) => {
            const ws = new WebSocket(url);
            sockets.push(ws);
            ws.on('open', () => done(101));
            ws.on('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
            ws.on('error', () => done(0));
          }),
      ),
    );
    expect(outcomes.filter((s) => s === 101)).toHaveLength(20);
    expect(outcomes.filter((s) => s === 429)).toHaveLength(480);
    expect((await a.api.get('/api/health')).status).toBe(200);
    // Once they go, the address may connect again.
    for (const s of sockets.splice(0)) if (s instanceof WebSocket) s.terminate();
    await new Promise((r) => setTimeout(r, 100));
    await everyoneElseCarriesOn(a);
  });

  it('a socket that does not sign in within the time allowed is closed', async () => {
    const a = await app({ realtimeLimits: { authTimeoutMs: 200 } });
    const { closeCode } = await rawSocket(a);
    expect(await closeCode()).toBe(4401);
  });

  it('a client that stops reading is dropped instead of buffered without end', async () => {
    const a = await app({ realtimeLimits: { maxBufferedBytes: 64 * 1024 } });
    const client = await addClient(a);
    const lawyer = await addLawyer(a);
    const bookingId = await liveBooking(a, client, lawyer);
    const talker = await openRoom(a, bookingId, client.token);
    const sleeper = await openRoom(a, bookingId, lawyer.token);
    sockets.push(talker, sleeper);
    await sleeper.next('ready');
    await talker.next('ready');
    // The lawyer's side stops reading from its socket: the kernel buffers fill, then ws's own queue grows.
    (sleeper.ws as unknown as { _socket: Socket })._socket.pause();
    const blob = 'x'.repeat(60_000);
    for (let i = 0; i < 190; i += 1) talker.send({ type: 'signal', data: { sdp: blob, i } });
    await until(() => a.logs.error.some((l) => l.includes('stopped reading')), 20_000);
    expect(talker.ws.readyState).toBe(WebSocket.OPEN);
    await everyoneElseCarriesOn(a);
  });

  it('more sockets buy no more frames: the budget is per user and room', async () => {
    const a = await app({ realtimeLimits: { frameBudget: 10 } });
    const client = await addClient(a);
    const lawyer = await addLawyer(a);
    const bookingId = await liveBooking(a, client, lawyer);
    const tabs = await Promise.all([1, 2, 3].map(() => openRoom(a, bookingId, client.token)));
    sockets.push(...tabs);
    await Promise.all(tabs.map((tab) => tab.next('ready')));
    // 3 tabs × 5 typing frames = 15 > 10: a per-socket budget (5 each) would let every one through.
    for (let i = 0; i < 5; i += 1) for (const tab of tabs) tab.send({ type: 'typing', typing: i % 2 === 0 });
    const firstClosed = await Promise.race(tabs.map((tab) => tab.closed));
    expect(firstClosed.code).toBe(4400);
  });
});
