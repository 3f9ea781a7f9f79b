// Limits that keep one client of the consultation rooms from taking the server down or crowding others out.
export const realtimeLimits = {
  /** The first frame (auth) must arrive within this time. */
  authTimeoutMs: 10_000,
  /** Frames per user and room per 10 s, across all of that user's sockets: typing and ICE candidates are
   * chatty, a script flooding the room is not (more sockets buy no more frames). */
  frameBudget: 200,
  frameWindowMs: 10_000,
  /** Sockets not signed in yet, per client address and in all. */
  unauthenticatedPerAddress: 20,
  unauthenticatedTotal: 2_000,
  /** Bytes queued for a client that does not read: past this it is dropped, not buffered forever. */
  maxBufferedBytes: 1024 * 1024,
  maxPayloadBytes: 64 * 1024,
};
export type RealtimeLimits = typeof realtimeLimits;

/** HH:mm in India (the product's time zone), for 'opens at …'. */
export const istTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit' });
