// Consultation rooms of this instance: its own connections per room (by roomKey: a booking's or a request's
// chat) and fan-out of frames to them, the sockets of each user's own channel (pushes to the user), plus the bus that carries every room event to the other instances
// (local bus on SQLite: nobody else to tell).
// Room state every instance needs lives elsewhere: the call and chat sessions in consultation_sessions,
// presence in the bus. One hub per database handle, shared by the REST routes and the WebSocket server.
import { realtimeCloseCodes, type ServerFrame, type UserEvent, type UserServerFrame } from '@contract';
import type { Db } from '../db/connection';
import type { ConsultationMessageRow } from '../db/schema';
import { presentMessage } from '../presenters/consultationMessage';
import { roomKey, roomOfMessage } from '../services/consultations';
import { sessionIsLive } from '../services/sessions';
import type { Logger } from '../types';
import { logFailure } from '../db/outage';
import { localBus, type Bus, type RoomEvent } from './bus';

export interface Peer {
  userId: string;
  /** The session the socket signed in with, and how to close it when that session ends. */
  sessionId?: string;
  close?(code: number, reason: string): void;
  send(frame: ServerFrame): void;
}

/** A socket of a user's own channel (`/api/me/live`): one per tab or device. */
export type UserPeer = Omit<Peer, 'send'> & { send(frame: UserServerFrame): void };

export class Hub {
  private rooms = new Map<string, Set<Peer>>();
  private users = new Map<string, Set<UserPeer>>();
  private bus: Bus = localBus();
  private logger: Logger = console;
  private unsubscribe = () => {};
  /** Events of other instances, one at a time: a message loaded from the table is not overtaken. */
  private inbox = Promise.resolve();
  /** Whether a call in progress is a video call, learnt from the 'start' frame whichever instance sent it. */
  private videoCalls = new Map<string, boolean>();

  constructor(private db: Db) {}

  /** Rooms with someone in them on this instance, and their signed-in sockets (for /metrics). */
  stats(): { rooms: number; sockets: number; userSockets: number } {
    let sockets = 0;
    for (const peers of this.rooms.values()) sockets += peers.size;
    let userSockets = 0;
    for (const peers of this.users.values()) userSockets += peers.size;
    return { rooms: this.rooms.size, sockets, userSockets };
  }

  use(bus: Bus, logger: Logger): void {
    this.detach();
    this.bus = bus;
    this.logger = logger;
    this.unsubscribe = bus.subscribe((event) => {
      this.inbox = this.inbox
        .then(() => this.receive(event))
        .catch((error: unknown) => logFailure(this.logger, 'realtime', error));
    });
  }

  /** Back to a bare local hub (the bus is closed by its owner). */
  detach(): void {
    this.unsubscribe();
    this.unsubscribe = () => {};
    this.rooms.clear();
    this.users.clear();
    this.videoCalls.clear();
    this.bus = localBus();
  }

  async join(room: string, peer: Peer): Promise<void> {
    let peers = this.rooms.get(room);
    if (!peers) this.rooms.set(room, (peers = new Set()));
    const first = !this.hasLocal(peers, peer.userId);
    peers.add(peer);
    if (first) await this.bus.enter(room, peer.userId);
  }

  async leave(room: string, peer: Peer): Promise<void> {
    const peers = this.rooms.get(room);
    if (!peers?.delete(peer)) return;
    if (peers.size === 0) this.rooms.delete(room);
    if (!this.hasLocal(peers, peer.userId)) await this.bus.exit(room, peer.userId);
  }

  /** Connected to the room on any instance. */
  isOnline(room: string, userId: string): Promise<boolean> {
    return this.bus.isOnline(room, userId);
  }

  callVideo(room: string, fallback: boolean): boolean {
    return this.videoCalls.get(room) ?? fallback;
  }

  /** To every connection in the room on every instance, except the connections of `skipUser` when given. */
  async broadcast(room: string, frame: ServerFrame, skipUser?: string): Promise<void> {
    const event: RoomEvent = { kind: 'frame', room, frame, ...(skipUser ? { skipUser } : {}) };
    this.deliverFrame(event);
    await this.publish(event);
  }

  /** A new message, presented for each receiver ("mine" differs); other instances load it by id. */
  broadcastMessage(room: string, row: ConsultationMessageRow): void {
    this.deliverMessage(room, row);
    void this.publish({ kind: 'message', room, messageId: row.id });
  }

  joinUser(peer: UserPeer): void {
    let peers = this.users.get(peer.userId);
    if (!peers) this.users.set(peer.userId, (peers = new Set()));
    peers.add(peer);
  }

  leaveUser(peer: UserPeer): void {
    const peers = this.users.get(peer.userId);
    if (peers?.delete(peer) && peers.size === 0) this.users.delete(peer.userId);
  }

  /** To every socket of the user's own channel, on this instance and the others. */
  async toUser(userId: string, event: UserEvent): Promise<void> {
    this.deliverToUser(userId, event);
    await this.publish({ kind: 'user', userId, event });
  }

  /** Some sessions of the user ended (logout, reset, erasure…): their sockets close here and elsewhere. */
  async sessionsEnded(userId: string): Promise<void> {
    await this.closeEndedSessions(userId);
    await this.publish({ kind: 'sessions', userId });
  }

  private async closeEndedSessions(userId: string): Promise<void> {
    const peers = [
      ...[...this.rooms.values()].flatMap((set) => [...set]).filter((p) => p.userId === userId),
      ...(this.users.get(userId) ?? []),
    ];
    for (const peer of peers)
      if (peer.sessionId && !(await sessionIsLive(this.db, peer.sessionId)))
        peer.close?.(realtimeCloseCodes.unauthorized, 'Signed out');
  }

  private hasLocal(peers: Set<Peer>, userId: string): boolean {
    return [...peers].some((p) => p.userId === userId);
  }

  private async publish(event: RoomEvent): Promise<void> {
    try {
      await this.bus.publish(event);
    } catch (error) {
      logFailure(this.logger, 'realtime bus publish', error);
    }
  }

  private async receive(event: RoomEvent): Promise<void> {
    if (event.kind === 'frame') return this.deliverFrame(event);
    if (event.kind === 'sessions') return this.closeEndedSessions(event.userId);
    if (event.kind === 'user') return this.deliverToUser(event.userId, event.event);
    if (!this.rooms.has(event.room)) return;
    const row = await this.db
      .selectFrom('consultation_messages')
      .selectAll()
      .where('id', '=', event.messageId)
      .executeTakeFirst();
    if (row && roomKey(roomOfMessage(row)) === event.room) this.deliverMessage(event.room, row);
  }

  private deliverFrame({ room, frame, skipUser }: Extract<RoomEvent, { kind: 'frame' }>): void {
    if (frame.type === 'call' && frame.action === 'start') this.videoCalls.set(room, !!frame.video);
    if (frame.type === 'call' && frame.action === 'ended') this.videoCalls.delete(room);
    for (const peer of this.rooms.get(room) ?? []) if (peer.userId !== skipUser) peer.send(frame);
  }

  private deliverToUser(userId: string, event: UserEvent): void {
    for (const peer of this.users.get(userId) ?? []) peer.send(event);
  }

  private deliverMessage(room: string, row: ConsultationMessageRow): void {
    for (const peer of this.rooms.get(room) ?? [])
      peer.send({ type: 'message', message: presentMessage(row, peer.userId) });
  }
}

const hubs = new WeakMap<Db, Hub>();

export function hubFor(db: Db): Hub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = new Hub(db);
    hubs.set(db, hub);
  }
  return hub;
}
