// What a bus between API instances carries (room events, ended sessions, pushes to a user) and offers; bus.ts
// picks the local or the PostgreSQL one.
import type { ServerFrame, UserEvent } from '@contract';

/** Small on purpose (NOTIFY payloads stay under 8000 bytes): a new message travels as its id. */
export type RoomEvent =
  | { kind: 'frame'; room: string; frame: ServerFrame; skipUser?: string }
  | { kind: 'message'; room: string; messageId: string }
  /** Some sessions of the user ended: each instance closes its sockets whose session is no longer live. */
  | { kind: 'sessions'; userId: string }
  /** To every socket of the user's own channel (`/api/me/live`), on every instance. */
  | { kind: 'user'; userId: string; event: UserEvent };

export interface Bus {
  readonly name: 'local' | 'postgres';
  /** Resolves once events of other instances arrive here. */
  readonly ready: Promise<void>;
  /** To the other instances (this one delivered the event already). */
  publish(event: RoomEvent): Promise<void>;
  subscribe(handler: (event: RoomEvent) => void): () => void;
  /** This instance now has a connection of the user in the room / no longer has any. */
  enter(room: string, userId: string): Promise<void>;
  exit(room: string, userId: string): Promise<void>;
  /** Connected to the room on any instance. */
  isOnline(room: string, userId: string): Promise<boolean>;
  close(): Promise<void>;
}
