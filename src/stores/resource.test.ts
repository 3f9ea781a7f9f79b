import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/ApiError';
import { Resource } from './resource';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('Resource', () => {
  it('is loading, then ready with the data', async () => {
    const answer = deferred<string[]>();
    const resource = new Resource(() => answer.promise, 'Could not load.');
    const loading = resource.load();
    expect(resource.state).toBe('loading');
    answer.resolve(['a']);
    await loading;
    expect(resource.state).toBe('ready');
    expect(resource.data).toEqual(['a']);
  });

  it("fails with the server's reason, else its own words, and loads again on Retry", async () => {
    let calls = 0;
    const resource = new Resource(async () => {
      calls++;
      if (calls === 1)
        throw new ApiError({
          kind: 'http',
          status: 503,
          code: 'unavailable',
          message: 'x',
          serverMessage: 'LexSetu cannot reach its database right now.',
        });
      if (calls === 2) throw new Error('socket');
      return 3;
    }, 'Your bills could not be loaded.');
    await resource.load();
    expect(resource).toMatchObject({
      state: 'failed',
      error: 'LexSetu cannot reach its database right now.',
    });
    await resource.load();
    expect(resource.error).toBe('Your bills could not be loaded.');
    await resource.load();
    expect(resource).toMatchObject({ state: 'ready', data: 3, error: null });
  });

  it('says what its own function makes of a failure, when it has one', async () => {
    const resource = new Resource<number>(
      async () => {
        throw new ApiError({
          kind: 'http',
          status: 404,
          code: 'not_found',
          message: 'x',
          serverMessage: 'Not found',
        });
      },
      (error) => (error instanceof ApiError && error.status === 404 ? 'Not yours.' : 'Could not load.'),
    );
    await resource.load();
    expect(resource).toMatchObject({ state: 'failed', error: 'Not yours.' });
  });

  it('keeps the newest answer when an older, slower one arrives last', async () => {
    const first = deferred<number>();
    const second = deferred<number>();
    const answers = [first, second];
    const resource = new Resource(() => answers.shift()!.promise, 'x');
    const a = resource.load();
    const b = resource.load();
    second.resolve(2);
    await b;
    first.resolve(1);
    await a;
    expect(resource.data).toBe(2);
  });

  it('loads once with ensure, and forgets on reset', async () => {
    let calls = 0;
    const resource = new Resource(async () => ++calls, 'x');
    await resource.ensure();
    await resource.ensure();
    expect(calls).toBe(1);
    resource.reset();
    expect(resource).toMatchObject({ state: 'idle', data: undefined });
  });
});
