// Consultation rooms, one concern per file: who may enter, chat messages, call and chat sessions, attendance,
// the jobs' queries and metering.
export {
  roomMessages,
  roomKey,
  roomOfMessage,
  findRoom,
  roomWindow,
  callWindow,
  otherOf,
  type Room,
} from './rooms';
export { saveMessage, listMessages, markMessages, type NewMessage } from './messages';
export {
  startSession,
  startSessionOnce,
  openSession,
  connectCall,
  endSession,
  endOpenSessions,
  endStaleSessions,
} from './sessions';
export { markLawyerJoined, pressEnd } from './attendance';
export { connectedCallsPastEnd, consultationsPastWindow, lawyerNoShows } from './sweeps';
export { meteredMinutesOf, meterBooking } from './metering';
