// One consultation room (a booking's, or an accepted request's chat): the chat over the room's WebSocket (signed
// in with the first frame), history paged over HTTP, and an outbox: a message keeps its client id until the server
// echoes it, and every unacknowledged one is sent again after a reconnect, so nothing is lost and the server's
// (room, client id) key stops doubles. The declared endpoints are imported on first use: the root store, built
// at start-up, makes this store, and must not pull the contract (and zod) into a public page's first load.
import type { ClientFrame, ConsultationMessage, ConsultationRoom, ServerFrame } from '@contract';
import { pathOf } from '@contract/paths';
import { bookingToday } from '@contract/bookingClock';
import { consultationSocketPath, realtimeCloseCodes, type RoomRef } from '@contract/rooms';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/ApiError';
import { Resource } from './resource';

const contract = () => import('@contract');

export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(code?: number): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
}

export interface ConsultationDeps {
  api: ApiClient;
  getToken: () => Promise<string | null>;
  /** ws:// or wss:// address of a path (the API's origin). */
  socketUrl: (path: string) => string;
  openSocket?: (url: string) => SocketLike;
  newClientId?: () => string;
}

export interface ChatItem extends ConsultationMessage {
  pending: boolean;
}

/** One line of the chat as shown: a day's separator, the 'New messages' marker, or a message. */
export type ChatEntry =
  | {
      type: 'day';
      key: string;
      /** The first message of that day's time (the page names the day). */ at: string;
    }
  | { type: 'unread'; key: string }
  | {
      type: 'message';
      key: string;
      message: ChatItem;
      /** The first of a run of messages from the same side (the page spaces runs apart). */
      firstOfRun: boolean;
    };

/** The calendar day of an ISO time in this device's time zone ('2026-3-2'; a key, never shown). */
/** India's calendar day of an instant: the day the separators name (src/i18n/dates.ts). */
const indiaDay = (iso: string) => bookingToday(new Date(iso));

/**
 * The chat as a timeline: a separator before each calendar day's first message (India's day), the unread marker
 * before `unreadFrom` (the first message from the other side not yet read when the room opened), the messages.
 */
export function chatTimeline(messages: readonly ChatItem[], unreadFrom: string | null): ChatEntry[] {
  const entries: ChatEntry[] = [];
  let day = '';
  let lastSide: boolean | null = null;
  for (const message of messages) {
    const thisDay = indiaDay(message.createdAt);
    if (thisDay !== day) {
      day = thisDay;
      lastSide = null;
      entries.push({ type: 'day', key: `day:${thisDay}`, at: message.createdAt });
    }
    if (message._id === unreadFrom) {
      lastSide = null;
      entries.push({ type: 'unread', key: 'unread' });
    }
    entries.push({ type: 'message', key: message.clientId, message, firstOfRun: lastSide !== message.mine });
    lastSide = message.mine;
  }
  return entries;
}

const open = 1;
const notYours = 'This consultation does not exist or is not yours.';

/** The ws:// or wss:// address of a path on the API's origin ('' = this page's origin). */
export function socketUrlOf(apiBaseUrl: string, path: string): string {
  const base = apiBaseUrl || window.location.origin;
  return base.replace(/^http/, 'ws').replace(/\/+$/, '') + path;
}

export class ConsultationStore {
  /** The room opening: its details with the latest messages (then the live connection opens). */
  readonly opening: Resource<ConsultationRoom>;
  messages: ChatItem[] = [];
  hasMore = false;
  /** What went wrong in the open room (the connection, a refused frame). */
  error: string | null = null;
  connection: 'connecting' | 'online' | 'offline' = 'connecting';
  otherOnline = false;
  otherTyping = false;
  /**
   * Where 'New messages' goes: the first message from the other side that was still unread when the room opened
   * (what arrived since I last read it). Fixed for this visit: reading them does not move it.
   */
  unreadFrom: string | null = null;
  /** Set by the call controller: receives call and signal frames. */
  callListener: ((frame: ServerFrame) => void) | null = null;

  private socket: SocketLike | null = null;
  private retry = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private disposed = false;
  private typingSent = false;

  constructor(
    private readonly ref: RoomRef,
    private readonly deps: ConsultationDeps,
  ) {
    this.opening = new Resource(
      () => this.open(),
      (error) =>
        isApiError(error) && error.status === 404
          ? notYours
          : (isApiError(error) && error.serverMessage) || 'Could not open this consultation.',
    );
    makeAutoObservable<this, 'socket' | 'retryTimer' | 'deps' | 'ref' | 'endpoints'>(this, {
      opening: false,
      socket: false,
      retryTimer: false,
      deps: false,
      ref: false,
      endpoints: false,
      callListener: false,
    });
  }

  /** The room's declared endpoints (a booking's room or a request's chat). */
  private async endpoints() {
    return (await contract()).roomEndpointsOf(this.ref.kind);
  }

  private get params() {
    return { id: this.ref.id };
  }

  /** The chat as shown: days, the unread marker, messages. */
  get timeline(): ChatEntry[] {
    return chatTimeline(this.messages, this.unreadFrom);
  }

  /** The open room, once it opened. */
  get room(): ConsultationRoom | null {
    return this.opening.data ?? null;
  }

  /** Opens the room, then its live connection. */
  async load(): Promise<void> {
    await this.opening.load();
    if (this.opening.state === 'ready') this.connect();
  }

  private async open(): Promise<ConsultationRoom> {
    const room = await this.deps.api.call((await this.endpoints()).room, { params: this.params });
    await this.fetchLatest();
    runInAction(() => {
      this.unreadFrom = this.messages.find((m) => !m.mine && !m.pending && !m.readAt)?._id ?? null;
    });
    return room;
  }

  async refreshRoom(): Promise<void> {
    const room = await this.endpoints()
      .then(({ room }) => this.deps.api.call(room, { params: this.params }))
      .catch(() => null);
    if (!room) return;
    runInAction(() => {
      this.opening.set(room);
      // Completed meanwhile: what was still waiting to go out can never be sent.
      if (room.readOnly) this.messages = this.messages.filter((m) => !m.pending);
    });
  }

  async loadOlder(): Promise<void> {
    const first = this.messages.find((m) => !m.pending);
    if (!first) return;
    const page = await this.deps.api.call((await this.endpoints()).messages, {
      params: this.params,
      query: { before: first._id },
    });
    runInAction(() => {
      page.items.forEach((m) => this.upsert(m));
      this.hasMore = page.hasMore;
    });
  }

  send(body: string): void {
    const text = body.trim();
    if (!text || !this.room || this.room.readOnly) return;
    const clientId = this.deps.newClientId?.() ?? crypto.randomUUID();
    this.messages.push({
      _id: `pending:${clientId}`,
      clientId,
      senderId: this.room.me._id,
      mine: true,
      body: text,
      attachment: null,
      createdAt: new Date().toISOString(),
      deliveredAt: null,
      readAt: null,
      pending: true,
    });
    this.setTyping(false);
    this.frame({ type: 'send', clientId, body: text });
  }

  /** Sends a file through the upload rules of every upload; it arrives in the chat like a message. */
  async attach(file: File): Promise<string | null> {
    const form = new FormData();
    form.append('clientId', this.deps.newClientId?.() ?? crypto.randomUUID());
    form.append('file', file);
    try {
      const message = await this.deps.api.callMultipart((await this.endpoints()).attach, this.params, form);
      runInAction(() => this.upsert(message));
      return null;
    } catch (error) {
      return (isApiError(error) && error.serverMessage) || 'Could not attach the file.';
    }
  }

  /** A chat attachment as a Blob (the page saves it under its name). */
  async downloadAttachment(message: ConsultationMessage): Promise<Blob> {
    const { consultationEndpoints } = await contract();
    return this.deps.api.download(pathOf(consultationEndpoints.attachmentFile, { id: message._id }));
  }

  /** Presses End: the consultation completes once the other side presses it too (or at its booked end). */
  end(): void {
    this.frame({ type: 'end' });
  }

  setTyping(typing: boolean): void {
    if (typing === this.typingSent) return;
    this.typingSent = typing;
    this.frame({ type: 'typing', typing });
  }

  /** Sends a frame now if connected; chat messages wait in the outbox (the pending items) otherwise. */
  frame(frame: ClientFrame): void {
    if (this.socket?.readyState === open && this.connection === 'online')
      this.socket.send(JSON.stringify(frame));
  }

  dispose(): void {
    this.disposed = true;
    clearTimeout(this.retryTimer);
    this.socket?.close(1000);
    this.socket = null;
  }

  private async fetchLatest() {
    const page = await this.deps.api.call((await this.endpoints()).messages, {
      params: this.params,
      query: {},
    });
    runInAction(() => {
      page.items.forEach((m) => this.upsert(m));
      if (this.messages.filter((m) => !m.pending).length <= page.items.length) this.hasMore = page.hasMore;
    });
  }

  private connect() {
    if (this.disposed) return;
    this.connection = 'connecting';
    const url = this.deps.socketUrl(consultationSocketPath(this.ref));
    const socket = this.deps.openSocket?.(url) ?? (new WebSocket(url) as unknown as SocketLike);
    this.socket = socket;
    socket.onopen = () => {
      void this.deps.getToken().then((token) => {
        if (token && socket.readyState === open) socket.send(JSON.stringify({ type: 'auth', token }));
      });
    };
    socket.onmessage = (ev) => {
      try {
        this.receive(JSON.parse(String(ev.data)) as ServerFrame);
      } catch {
        // An unreadable frame is dropped; the next one may be fine.
      }
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      runInAction(() => {
        this.socket = null;
        this.connection = 'offline';
        this.otherTyping = false;
        if (ev.code === realtimeCloseCodes.unauthorized)
          this.error = 'Your session has ended. Please log in again.';
        else if (ev.code === realtimeCloseCodes.notFound) this.error = notYours;
      });
      if (ev.code === realtimeCloseCodes.unauthorized || ev.code === realtimeCloseCodes.notFound) return;
      const delay = Math.min(10_000, 500 * 2 ** this.retry);
      this.retry += 1;
      this.retryTimer = setTimeout(() => this.connect(), delay);
    };
  }

  private receive(frame: ServerFrame) {
    switch (frame.type) {
      case 'ready':
        this.connection = 'online';
        this.retry = 0;
        this.otherOnline = frame.otherOnline;
        this.typingSent = false;
        // The outbox: everything not yet acknowledged, in order; the server answers a known one with the stored copy.
        for (const m of this.messages.filter((x) => x.pending))
          this.frame({ type: 'send', clientId: m.clientId, body: m.body });
        void this.fetchLatest().catch(() => undefined);
        this.markRead();
        this.callListener?.(frame);
        return;
      case 'message':
        this.upsert(frame.message);
        if (!frame.message.mine) {
          this.otherTyping = false;
          this.markRead();
        }
        return;
      case 'receipt':
        for (const m of this.messages)
          if (frame.ids.includes(m._id)) {
            if (frame.deliveredAt) m.deliveredAt ??= frame.deliveredAt;
            if (frame.readAt) {
              m.readAt ??= frame.readAt;
              m.deliveredAt ??= frame.readAt;
            }
          }
        return;
      case 'typing':
        this.otherTyping = frame.typing;
        return;
      case 'presence':
        this.otherOnline = frame.online;
        return;
      case 'call':
        // The server metered the call: read the booking's minutes and amount again.
        if (frame.action === 'ended') void this.refreshRoom();
        this.callListener?.(frame);
        return;
      case 'signal':
        this.callListener?.(frame);
        return;
      case 'end':
      case 'completed':
        // Who pressed End, or the completed (read-only, metered) room: read it again.
        void this.refreshRoom();
        return;
      case 'error':
        this.error = frame.message;
        // Perhaps the room was completed meanwhile (read-only now): read it again.
        void this.refreshRoom();
        return;
    }
  }

  private markRead() {
    const last = [...this.messages].reverse().find((m) => !m.mine && !m.pending);
    if (last && !last.readAt && typeof document !== 'undefined' && document.visibilityState !== 'hidden')
      this.frame({ type: 'read', upTo: last._id });
  }

  private upsert(message: ConsultationMessage) {
    const i = this.messages.findIndex((m) => m._id === message._id || m.clientId === message.clientId);
    const item = { ...message, pending: false };
    if (i >= 0) this.messages[i] = item;
    else this.messages.push(item);
    this.messages.sort((a, b) => Number(a.pending) - Number(b.pending) || a._id.localeCompare(b._id));
  }
}
