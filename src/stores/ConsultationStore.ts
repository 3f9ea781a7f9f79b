// One consultation room (a booking's, or an accepted request's chat): the chat over the room's WebSocket (signed
// in with the first frame), history paged over HTTP, and an outbox: a message keeps its client id until the server
// echoes it, and every unacknowledged one is sent again after a reconnect, so nothing is lost and the server's
// (room, client id) key stops doubles. The declared endpoints are imported on first use: the root store, built
// at start-up, makes this store, and must not pull the contract (and zod) into a public page's first load.
import type { ClientFrame, ConsultationMessage, ConsultationRoom, ServerFrame } from '@contract';
import { pathOf } from '@contract/paths';
import { consultationSocketPath, realtimeCloseCodes, type RoomRef } from '@contract/rooms';
import { makeAutoObservable, runInAction } from 'mobx';
import type { ApiClient } from '@/api/client';
import { isApiError } from '@/api/ApiError';
import { chatTimeline, type ChatEntry, type ChatItem } from './chatTimeline';
import { Resource } from './resource';
import { RoomSocket, type SocketLike } from './RoomSocket';
import { msg, translate } from '@/i18n';

const contract = () => import('@contract');
type MeterFrame = Extract<ServerFrame, { type: 'meter' }>;

export interface ConsultationDeps {
  api: ApiClient;
  getToken: () => Promise<string | null>;
  /** ws:// or wss:// address of a path (the API's origin). */
  socketUrl: (path: string) => string;
  openSocket?: (url: string) => SocketLike;
  newClientId?: () => string;
}

const notYours = msg('This consultation does not exist or is not yours.');

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
  /** An instant consultation's (#58): the last meter frame, and whether one minute of balance is left. */
  instant = { meter: null as MeterFrame | null, balanceLow: false };
  /** Set by the call controller: receives call and signal frames. */
  callListener: ((frame: ServerFrame) => void) | null = null;

  private readonly socket: RoomSocket;
  private typingSent = false;

  constructor(
    private readonly ref: RoomRef,
    private readonly deps: ConsultationDeps,
  ) {
    this.opening = new Resource(
      () => this.open(),
      (error) =>
        isApiError(error) && error.status === 404
          ? translate(notYours)
          : (isApiError(error) && error.serverMessage) || translate('Could not open this consultation.'),
    );
    this.socket = new RoomSocket(
      deps.socketUrl(consultationSocketPath(ref)),
      deps.getToken,
      deps.openSocket,
      {
        onConnecting: () => runInAction(() => (this.connection = 'connecting')),
        onFrame: (frame) => this.receive(frame),
        onClosed: (code) => this.closed(code),
      },
    );
    makeAutoObservable<this, 'socket' | 'deps' | 'ref' | 'endpoints'>(this, {
      opening: false,
      socket: false,
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
    if (this.opening.state === 'ready') this.socket.connect();
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
      return (isApiError(error) && error.serverMessage) || translate('Could not attach the file.');
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
    if (this.socket.isOpen && this.connection === 'online') this.socket.send(frame);
  }

  dispose(): void {
    this.socket.dispose();
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

  private closed(code: number) {
    this.connection = 'offline';
    this.otherTyping = false;
    if (code === realtimeCloseCodes.unauthorized)
      this.error = translate('Your session has ended. Please log in again.');
    else if (code === realtimeCloseCodes.notFound) this.error = translate(notYours);
  }

  private receive(frame: ServerFrame) {
    switch (frame.type) {
      case 'ready':
        this.connection = 'online';
        this.socket.signedIn();
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
      case 'meter':
        this.instant.meter = frame;
        return;
      case 'balanceLow':
        this.instant.balanceLow = true;
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
