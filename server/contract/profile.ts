// The signed-in user's own profile and photo, and any user's photo (the header avatar, a lawyer's picture):
// GET/PATCH /api/profile, POST/DELETE /api/profile/photo, GET /api/users/:id/photo. Schemas: ./account.
import { z } from 'zod';
import { profileSchema, profileUpdateSchema } from './account';
import { idSchema } from './common';
import { endpoint } from './endpoint';
import { rateLimits } from './rateLimits';
import { mediaTypes } from './mediaTypes';

const tag = 'Profile';

export const profileEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/api/profile',
    access: 'signedIn',
    tag,
    summary: "The signed-in user's own details, plan and photo address",
    input: {},
    reply: profileSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/profile',
    access: 'signedIn',
    tag,
    summary: "Edit the own details (a verified lawyer's new name is checked again before clients see it)",
    input: { body: profileUpdateSchema },
    reply: profileSchema,
  }),
  uploadPhoto: endpoint({
    method: 'POST',
    path: '/api/profile/photo',
    access: 'signedIn',
    limits: [rateLimits.profilePhoto],
    tag,
    summary: "Set the own photo (multipart: `photo`, PNG or JPEG by content); a lawyer's listing shows it",
    input: { files: { fields: ['photo'], max: 1, required: true, accepts: 'a PNG or JPEG photo' } },
    reply: profileSchema,
  }),
  removePhoto: endpoint({
    method: 'DELETE',
    path: '/api/profile/photo',
    access: 'signedIn',
    tag,
    summary: 'Remove the own photo (initials are shown instead)',
    input: {},
    reply: profileSchema,
  }),
  photo: endpoint({
    method: 'GET',
    path: '/api/users/:id/photo',
    access: 'signedIn',
    tag,
    summary:
      "A user's photo (image/png or image/jpeg, not cached); a lawyer's only to whoever may see their profile",
    input: { params: z.object({ id: idSchema }) },
    reply: z.unknown(),
    replyTypes: [mediaTypes.png, mediaTypes.jpeg],
  }),
} as const;
