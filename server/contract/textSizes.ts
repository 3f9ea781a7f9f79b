// The text sizes of Settings › Accessibilities, zod-free (settings.ts re-exports them; the screen imports them
// as `@contract/textSizes` without the schemas).
export const textSizes = ['Small', 'Medium', 'Large'] as const;
