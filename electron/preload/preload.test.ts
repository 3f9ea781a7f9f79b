import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../main/channels';
import type { DesktopBridge } from '../../src/platform/types';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (channel: string, ...args: unknown[]): Promise<unknown> => ({ channel, args }));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, api: unknown) => void (exposed[key] = api) },
  ipcRenderer: { invoke },
}));

const argv = process.argv;
beforeAll(async () => {
  process.argv = [
    ...argv,
    '--lexsetu-api-base-url=http://127.0.0.1:5002',
    '--lexsetu-token-persistence=encrypted',
    '--lexsetu-server-mode=bundled',
    '--lexsetu-version=0.1.0',
  ];
  await import('./index');
});
afterAll(() => {
  process.argv = argv;
});

describe('preload bridge', () => {
  it('exposes only window.desktop, with the values main passed', () => {
    expect(Object.keys(exposed)).toEqual(['desktop']);
    const bridge = exposed.desktop as DesktopBridge;
    expect(bridge).toMatchObject({
      apiBaseUrl: 'http://127.0.0.1:5002',
      tokenPersistence: 'encrypted',
      serverMode: 'bundled',
      appVersion: '0.1.0',
    });
    expect(Object.values(bridge).some((v) => v === invoke)).toBe(false);
  });

  it('sends only the session fields, over the token channel', async () => {
    const bridge = exposed.desktop as DesktopBridge;
    await bridge.tokenSet({ token: 't', userId: 'u', extra: 'x' } as never);
    expect(invoke).toHaveBeenLastCalledWith(channels.tokenSet, { token: 't', userId: 'u' });
  });

  it('turns a refused pick into an error with the message to show', async () => {
    const bridge = exposed.desktop as DesktopBridge;
    invoke.mockResolvedValueOnce({ ok: false, message: '"a.pdf" is larger than the 10 MB limit.' });
    await expect(bridge.openFiles({ accept: ['.pdf'], multiple: false })).rejects.toThrow(
      '"a.pdf" is larger than the 10 MB limit.',
    );
    invoke.mockResolvedValueOnce({ ok: true, value: [] });
    await expect(bridge.openFiles({ accept: ['.pdf'], multiple: true })).resolves.toEqual([]);
    expect(invoke).toHaveBeenLastCalledWith(channels.openFiles, { accept: ['.pdf'], multiple: true });
  });

  it('sends a notification’s title, body and tag only, over the notify channel', async () => {
    const bridge = exposed.desktop as DesktopBridge;
    await bridge.notify({ title: 'Asha is calling', body: 'Consult now', tag: 'c1', onclick: 'x' } as never);
    expect(invoke).toHaveBeenLastCalledWith(channels.notify, {
      title: 'Asha is calling',
      body: 'Consult now',
      tag: 'c1',
    });
  });
});
