// Bookings (declared in contract/bookings.ts: bookingEndpoints): each route hands its typed input to the use
// case of services/bookings.ts. Proposing and creating are limited per user: enough for real use, not enough
// for a script filling a lawyer's calendar.
import { Router } from '@koa/router';
import { bookingEndpoints as endpoints } from '@contract';
import {
  acceptReschedule,
  approveBooking,
  cancelBooking,
  createBooking,
  declineBooking,
  declineReschedule,
  proposeReschedule,
} from '../../services/bookings';
import { participantIcs } from '../../services/calendar';
import { readerLocale } from '../../services/readerLanguage';
import { setAttachmentHeaders } from '../fileReplies';
import { refundDepsOf } from '../../services/refunds';
import type { AppDeps } from '../../types';
import { mounter } from '../mount';

export function bookingsRouter(deps: AppDeps): Router {
  const router = new Router();
  const mount = mounter(deps);
  const money = refundDepsOf(deps);
  mount(router, endpoints.create, (input, me) => createBooking(money, me, input));
  mount(router, endpoints.reschedule, (input, me) => proposeReschedule(money, me, input));
  mount(router, endpoints.acceptReschedule, (input, me) => acceptReschedule(money, me, input));
  mount(router, endpoints.declineReschedule, (input, me) => declineReschedule(money, me, input));
  mount(router, endpoints.approve, (input, me) => approveBooking(money, me, input));
  mount(router, endpoints.decline, (input, me) => declineBooking(money, me, input));
  mount(router, endpoints.cancel, (input, me) => cancelBooking(money, me, input));
  // A file, not JSON: the participant's copy of the invite (services/calendar.ts).
  mount(router, endpoints.calendar, async ({ params }, me, ctx) => {
    const locale = await readerLocale(deps.db, me.id, ctx.get('Accept-Language'));
    const ics = await participantIcs({ ...money, mailFrom: deps.config.mailFrom }, me.id, params.id, locale);
    setAttachmentHeaders(ctx, `consultation-${params.id}.ics`, 'text/calendar; charset=utf-8');
    return ics;
  });
  return router;
}
