// Zod-free part of the live consultation rooms (consultations.ts re-exports it): a room's kinds and
// addresses, the longest message, and the WebSocket close codes. The renderer's start-up code imports it as `@contract/rooms`
// without pulling in the schemas.

export const roomKinds = ['booking', 'request'] as const;
export type RoomKind = (typeof roomKinds)[number];
export interface RoomRef {
  kind: RoomKind;
  id: string;
}

/** REST address of a room; its messages, attachments and socket hang below it. */
export const consultationRoomPath = ({ kind, id }: RoomRef) =>
  kind === 'booking' ? `/api/consultations/${id}` : `/api/requests/${id}/chat`;
export const consultationSocketPath = (room: RoomRef) => `${consultationRoomPath(room)}/live`;

/** WebSocket close codes the client acts on (4401: sign in again, 4404: no such room for you). */
export const realtimeCloseCodes = {
  unauthorized: 4401,
  notFound: 4404,
  badFrame: 4400,
  /** The server cannot reach its database: the client connects again after a pause (1013 Try Again Later). */
  unavailable: 1013,
} as const;

/** The longest chat message a room takes (characters). */
export const consultationMessageBodyMax = 4000;
