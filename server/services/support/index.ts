// Support: the Help Center's tickets (each user their own) and the admins' inbox of contact messages and
// tickets, with replies by e-mail (contract/account.ts supportTicketEndpoints, contract/adminSupport.ts).
export { myTickets } from './myTickets';
export { openTicket } from './openTicket';
export { listInbox } from './inbox';
export { getMessage } from './get';
export { replyToMessage } from './reply';
export { closeMessage } from './close';
