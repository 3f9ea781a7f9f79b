// Whether `npm start` runs the offline demo. The two ways people start LexSetu: `npm install && npm start` on a
// fresh machine (the sales demo: demo accounts, demo inbox, this machine only) and everything an operator
// configures (NODE_ENV=production, a PostgreSQL LEXSETU_DATABASE_URL, a container). Decided from what the
// person starting it set, before start.mjs sets NODE_ENV=production for speed. LEXSETU_DEMO always wins.
/** @param {Record<string, string | undefined>} env the environment as the person starting it set it */
export function startsDemo(env) {
  if (env.LEXSETU_DEMO !== undefined) return env.LEXSETU_DEMO;
  return !env.NODE_ENV && !env.LEXSETU_DATABASE_URL ? 'true' : 'false';
}
