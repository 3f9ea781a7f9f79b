/** 'true' when `npm start` runs the offline demo (see demoMode.mjs). */
export function startsDemo(env: Record<string, string | undefined>): string;
