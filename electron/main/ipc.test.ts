import { describe, expect, it, vi } from 'vitest';
import { channels } from './channels';
import { registerIpcHandlers, type IpcEventLike, type IpcServices } from './ipc';
import type { TokenVault } from './tokenVault';

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

function setup(appUrl = 'app://lexsetu/') {
  const listeners = new Map<string, Listener>();
  let saved: { token: string; userId: string } | null = null;
  const vault: TokenVault = {
    persistence: 'keychain',
    get: vi.fn(async () => saved),
    set: vi.fn(async (session) => void (saved = session)),
    clear: vi.fn(async () => void (saved = null)),
  };
  const services: IpcServices = {
    vault,
    pickFiles: vi.fn(async () => [{ name: 'a.pdf', type: 'application/pdf', bytes: new Uint8Array([1]) }]),
    setServer: vi.fn(async () => {}),
    notify: vi.fn(),
  };
  registerIpcHandlers(
    { handle: (channel, listener) => void listeners.set(channel, listener) },
    appUrl,
    services,
  );
  const call = (channel: string, event: IpcEventLike, ...args: unknown[]) =>
    Promise.resolve().then(() => listeners.get(channel)!(event, ...args));
  return { listeners, call, vault, services };
}

const own: IpcEventLike = { senderFrame: { url: 'app://lexsetu/dashboard/settings', parent: null } };
const session = { token: 'jwt', userId: 'u1' };

describe('IPC handlers', () => {
  it('registers exactly the bridge calls', () => {
    expect([...setup().listeners.keys()].sort()).toEqual(Object.values(channels).sort());
  });

  it('serves the app page: token set, get, clear and file picking', async () => {
    const { call, services } = setup();
    await call(channels.tokenSet, own, session);
    expect(await call(channels.tokenGet, own)).toEqual(session);
    await call(channels.tokenClear, own);
    expect(await call(channels.tokenGet, own)).toBeNull();
    const picked = await call(channels.openFiles, own, { accept: ['.pdf'], multiple: false });
    expect(picked).toEqual({ ok: true, value: [expect.objectContaining({ name: 'a.pdf' })] });
    expect(services.pickFiles).toHaveBeenCalledWith({ accept: ['.pdf'], multiple: false });
  });

  it('refuses senders other than the app top frame', async () => {
    const { call, vault } = setup();
    const strangers: IpcEventLike[] = [
      { senderFrame: null },
      { senderFrame: { url: 'https://evil.example/', parent: null } },
      { senderFrame: { url: 'http://localhost.evil.com/', parent: null } },
      { senderFrame: { url: 'file:///home/u/page.html', parent: null } },
      { senderFrame: { url: 'app://lexsetu.evil/', parent: null } },
      { senderFrame: { url: 'app://lexsetu/', parent: {} } }, // an iframe inside our page
    ];
    for (const event of strangers) {
      await expect(call(channels.tokenGet, event), event.senderFrame?.url).rejects.toThrow(
        'refused a call from outside the app',
      );
      await expect(call(channels.tokenSet, event, session)).rejects.toThrow('refused');
    }
    expect(vault.get).not.toHaveBeenCalled();
    expect(vault.set).not.toHaveBeenCalled();
  });

  it('refuses malformed payloads before they reach the vault or the dialog', async () => {
    const { call, vault, services } = setup();
    for (const bad of [
      undefined,
      'jwt',
      { token: '', userId: 'u' },
      { token: 5, userId: 'u' },
      { userId: 'u' },
    ]) {
      await expect(call(channels.tokenSet, own, bad)).rejects.toThrow('invalid payload');
    }
    await expect(call(channels.tokenSet, own, session, 'extra')).rejects.toThrow('invalid payload');
    await expect(call(channels.tokenGet, own, 'unexpected')).rejects.toThrow('invalid payload');
    for (const bad of [
      { accept: '.pdf', multiple: false },
      { accept: ['<script>'], multiple: false },
      { accept: ['.pdf'] },
    ]) {
      await expect(call(channels.openFiles, own, bad)).rejects.toThrow('invalid payload');
    }
    await expect(call(channels.setServer, own, 'file:///etc')).rejects.toThrow('invalid payload');
    expect(vault.set).not.toHaveBeenCalled();
    expect(services.pickFiles).not.toHaveBeenCalled();
    expect(services.setServer).not.toHaveBeenCalled();
  });

  it('passes a notification on only with a title, a body and a tag of bounded length', async () => {
    const { call, services } = setup();
    const alert = { title: 'Asha is calling', body: 'Consult now', tag: 'instant-c1' };
    await call(channels.notify, own, alert);
    expect(services.notify).toHaveBeenCalledWith(alert);
    for (const bad of [
      undefined,
      { ...alert, title: '' },
      { ...alert, title: 'x'.repeat(201) },
      { ...alert, body: 'x'.repeat(1001) },
      { title: 'a', body: 'b' },
      { ...alert, icon: 'file:///etc/passwd' },
    ])
      await expect(call(channels.notify, own, bad)).rejects.toThrow('invalid payload');
    await expect(
      call(channels.notify, { senderFrame: { url: 'https://evil.example/', parent: null } }, alert),
    ).rejects.toThrow('refused');
    expect(services.notify).toHaveBeenCalledTimes(1);
  });

  it('hands picker and server errors back as a message to show', async () => {
    const { call, services } = setup();
    vi.mocked(services.pickFiles).mockRejectedValueOnce(
      new Error('"scan.pdf" is larger than the 10 MB limit.'),
    );
    expect(await call(channels.openFiles, own, { accept: ['.pdf'], multiple: true })).toEqual({
      ok: false,
      message: '"scan.pdf" is larger than the 10 MB limit.',
    });
    vi.mocked(services.setServer).mockRejectedValueOnce(
      new Error('No LexSetu server answers at https://x.in.'),
    );
    expect(await call(channels.setServer, own, 'https://x.in')).toEqual({
      ok: false,
      message: 'No LexSetu server answers at https://x.in.',
    });
    expect(await call(channels.setServer, own, null)).toEqual({ ok: true, value: undefined });
  });

  it('in development trusts the dev server origin instead', async () => {
    const { call } = setup('http://localhost:5173');
    await expect(
      call(channels.tokenGet, { senderFrame: { url: 'http://localhost:5173/login', parent: null } }),
    ).resolves.toBeNull();
    await expect(call(channels.tokenGet, own)).rejects.toThrow('refused');
  });
});
