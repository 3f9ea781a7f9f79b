// Weekly availability: a verified lawyer's free slots of a date with the caller's price, and the signed-in
// lawyer's own pattern and per-minute rate (the schemas live with bookings in ./bookings).
import { z } from 'zod';
import {
  availabilitySchema,
  availabilityUpdateSchema,
  freeSlotsQuerySchema,
  freeSlotsSchema,
} from './bookings';
import { idSchema } from './common';
import { endpoint } from './endpoint';

const tag = 'Availability';

export const availabilityEndpoints = {
  freeSlots: endpoint({
    method: 'GET',
    path: '/api/experts/:id/availability',
    access: 'signedIn',
    tag,
    summary: "A verified lawyer's free 30-minute slots of a date (IST) and what one booking costs the caller",
    input: { params: z.object({ id: idSchema }), query: freeSlotsQuerySchema },
    reply: freeSlotsSchema,
  }),
  mine: endpoint({
    method: 'GET',
    path: '/api/availability',
    access: 'signedIn',
    tag,
    summary: "The signed-in lawyer's weekly days, slots and per-minute rate",
    input: {},
    reply: availabilitySchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/api/availability',
    access: 'signedIn',
    tag,
    summary: 'The lawyer sets their weekly days, slots and per-minute rate (rupees: ₹1 to ₹1000, 2 decimals)',
    input: { body: availabilityUpdateSchema },
    reply: availabilitySchema,
  }),
} as const;
