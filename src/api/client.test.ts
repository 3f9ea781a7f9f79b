import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@contract';
import { ApiError } from './ApiError';
import { createApiClient } from './client';

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

function clientWith(reply: Response | Error, token: string | null = null) {
  const fetchMock = vi.fn(async (..._args: Parameters<typeof fetch>) => {
    if (reply instanceof Error) throw reply;
    return reply;
  });
  const api = createApiClient({ baseUrl: 'http://api.test', getToken: async () => token, fetch: fetchMock });
  return { api, fetchMock };
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('sends JSON with the bearer token and returns the parsed reply', async () => {
    const { api, fetchMock } = clientWith(json(201, { _id: 'r1' }), 'secret');
    await expect(api.post('/api/things', { title: 'x' })).resolves.toEqual({ _id: 'r1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://api.test/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"title":"x"}');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer secret',
      'Content-Type': 'application/json',
    });
  });

  it('sends no Authorization header without a token', async () => {
    const { api, fetchMock } = clientWith(json(200, []));
    await api.get('/api/list');
    expect(fetchMock.mock.calls[0][1]?.headers).not.toHaveProperty('Authorization');
  });

  it('validates the reply with a schema', async () => {
    const schema = z.object({ _id: z.string() });
    await expect(clientWith(json(200, { _id: 'u1' })).api.get('/x', { schema })).resolves.toEqual({
      _id: 'u1',
    });
    const error = await caught(clientWith(json(200, { id: 'u1' })).api.get('/x', { schema }));
    expect(error.code).toBe('invalid_response');
  });

  it('throws an http ApiError carrying the server message and code', async () => {
    const { api } = clientWith(json(404, { message: 'User not found', code: 'not_found' }));
    const error = await caught(api.post('/api/login', {}));
    expect(error).toMatchObject({ kind: 'http', status: 404, code: 'not_found', message: 'User not found' });
    expect(error.serverMessage).toBe('User not found');
  });

  it('gives a generic message when the server sent none', async () => {
    const error = await caught(clientWith(new Response('oops', { status: 500 })).api.get('/x'));
    expect(error).toMatchObject({ kind: 'http', status: 500, code: 'http_500', serverMessage: undefined });
  });

  it('throws a network ApiError without a status when no response came', async () => {
    const error = await caught(clientWith(new TypeError('Failed to fetch')).api.get('/x'));
    expect(error).toMatchObject({ kind: 'network', status: undefined, code: 'network_error' });
  });

  it('names a request dropped because the page is being left (no answer, not a failure)', async () => {
    // The browser drops the request, and the page notes its leaving only after the rejection (pagehide).
    let leaving = false;
    const fetchMock = vi.fn(async () => {
      setTimeout(() => (leaving = true), 0);
      throw new TypeError('Failed to fetch');
    });
    const api = createApiClient({
      baseUrl: '',
      getToken: () => null,
      fetch: fetchMock,
      isLeavingPage: () => leaving,
    });
    const pending = caught(api.get('/x'));
    expect(await pending).toMatchObject({ kind: 'network', code: 'page_left' });
  });

  it('lets a call narrow what counts as success', async () => {
    const { api } = clientWith(json(204, undefined));
    const error = await caught(api.post('/x', {}, { isSuccess: (status) => status === 200 }));
    expect(error.status).toBe(204);
  });

  it('calls a declared endpoint: its method, its path with encoded parameters, its body, its reply checked', async () => {
    const declared = endpoint({
      method: 'POST',
      path: '/api/things/:id/move',
      access: 'signedIn',
      tag: 'Things',
      summary: 'Move a thing',
      input: { params: z.object({ id: z.string() }), body: z.object({ to: z.string() }) },
      reply: z.object({ _id: z.string(), at: z.string() }),
    });
    const { api, fetchMock } = clientWith(json(200, { _id: 'a/b', at: 'shelf' }), 'T');
    const reply = await api.call(declared, { params: { id: 'a/b' }, body: { to: 'shelf' } });
    expect(reply).toEqual({ _id: 'a/b', at: 'shelf' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/api/things/a%2Fb/move');
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ to: 'shelf' }) });

    const wrong = clientWith(json(200, { _id: 1 }), 'T');
    const refused = await caught(wrong.api.call(declared, { params: { id: 'x' }, body: { to: 'y' } }));
    expect(refused.code).toBe('invalid_response');
  });
});
