// Zod-free part of the user's own channel (userChannel.ts re-exports it): the renderer's start-up code imports
// it as `@contract/userChannelPath` without pulling in the schemas.
export const userChannelPath = '/api/me/live';
