// How `npm start` decides between the offline demo and a real server (scripts/demoMode.mjs).
import { describe, expect, it } from 'vitest';
import { startsDemo } from '../../scripts/demoMode.mjs';

describe('npm start: demo or real', () => {
  it('is the demo on a fresh machine where nobody configured anything', () => {
    expect(startsDemo({})).toBe('true');
    expect(startsDemo({ PORT: '8080', LEXSETU_DATA_DIR: '/tmp/demo' })).toBe('true');
  });

  it('is a real server as soon as an operator sets NODE_ENV or a PostgreSQL database', () => {
    expect(startsDemo({ NODE_ENV: 'production' })).toBe('false');
    expect(startsDemo({ LEXSETU_DATABASE_URL: 'postgres://db/lexsetu' })).toBe('false');
  });

  it('does what LEXSETU_DEMO says, whatever else is set', () => {
    expect(startsDemo({ NODE_ENV: 'production', LEXSETU_DEMO: 'true' })).toBe('true');
    expect(startsDemo({ LEXSETU_DEMO: 'false' })).toBe('false');
  });
});
