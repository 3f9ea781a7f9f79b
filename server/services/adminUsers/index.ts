// The admins' Users console, one use case per file: find users, a user's page, suspend, reinstate, notes.
export type { AdminUsersDeps } from './common';
export { listUsers } from './list';
export { getUser, userDetail } from './get';
export { suspendUser } from './suspend';
export { reinstateUser } from './reinstate';
export { addNote } from './addNote';
