// Zod-free words of the admins' Users screens (roles and statuses as the API names them, the text limits),
// so the screens take them without the schemas.

/** A person's role as the console names it: consumer = client, professional = lawyer; admins by grant. */
export const adminUserRoles = ['client', 'lawyer', 'admin'] as const;
export type AdminUserRole = (typeof adminUserRoles)[number];

export const adminUserStatuses = ['active', 'suspended'] as const;
export type AdminUserStatus = (typeof adminUserStatuses)[number];

/** A suspension's or reinstatement's reason: said to the user in the mail and at sign-in. */
export const suspensionReasonLimits = { min: 5, max: 500 } as const;
export const adminNoteLimits = { min: 1, max: 2000 } as const;
/** How many rows of each short list a user's page shows (with the total). */
export const adminUserRecentRows = 5;
