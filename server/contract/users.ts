import { z } from 'zod';
import { idSchema } from './common';

/** What a sign-up may choose. Admins are never self-registered: they are granted (seed or operator). */
export const signUpRoleSchema = z.enum(['consumer', 'professional']);
export type SignUpRole = z.infer<typeof signUpRoleSchema>;

export const roleSchema = z.enum(['consumer', 'professional', 'admin']);
export type Role = z.infer<typeof roleSchema>;

/** The user as the API shows it to its owner. */
export const userSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  /** Whether the user has uploaded a photo: without one the screens show initials and ask for no image. */
  hasPhoto: z.boolean(),
  /** The account's proven mobile number, masked (+91 98••••3210); absent without one. */
  phone: z.string().nullish(),
});
export type User = z.infer<typeof userSchema>;

/** GET and POST /api/validate-token: 200 with the user's id when the bearer token is live. */
export const validateTokenResponseSchema = userSchema;
export type ValidateTokenResponse = z.infer<typeof validateTokenResponseSchema>;
