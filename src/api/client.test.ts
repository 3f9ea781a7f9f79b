import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
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

  it('lets a call narrow what counts as success', async () => {
    const { api } = clientWith(json(204, undefined));
    const error = await caught(api.post('/x', {}, { isSuccess: (status) => status === 200 }));
    expect(error.status).toBe(204);
  });
});
