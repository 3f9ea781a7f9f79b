// Consult now (#58), one use case per file: 'Available now', ringing a lawyer (cap and race under the
// lawyer's row lock), accept/decline/cancel within 60 s, reading, metering from the wallet and ending.
export { getAvailableNow } from './getAvailableNow';
export { setAvailableNow } from './setAvailableNow';
export { expireAvailableNow } from './expireAvailableNow';
export { isAvailable, presentAvailableNow } from './availableNow';
export { ringLawyer } from './ringLawyer';
export { acceptInstant } from './acceptInstant';
export { declineInstant } from './stopRinging';
export { cancelInstant } from './cancelInstant';
export { getInstant, incomingInstant, instantView } from './readInstant';
export { timeOutRinging } from './timeOutRinging';
export { idleInstants, instantIdleMs } from './idleInstants';
export { meterInstant, startedMinutes, type MeterResult } from './meterInstant';
export { endInstant, finishInstant, type EndReason } from './endInstant';
export type { InstantDeps } from './common';
