// Settings → Server and the memory-only session notice appear from the platform's capabilities alone.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { memorySessionMessage } from '@/components/MemorySessionNotice';
import type { Platform } from '@/platform/types';
import { createTestStore, jsonReply, sampleUser } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const session = { token: 'jwt', userId: 'u1' };

function setup(capabilities: Partial<Platform> = {}) {
  const test = createTestStore({ session, route: () => jsonReply(200, sampleUser) });
  Object.assign(test.store.platform, capabilities);
  return test;
}

function desktop(mode: 'bundled' | 'hosted' = 'bundled', setServer = vi.fn(async () => {})) {
  return { server: { mode, setServer }, apiBaseUrl: mode === 'hosted' ? 'https://api.firm.in' : '' };
}

describe('Settings → Server', () => {
  it('is listed on the settings home only where the platform can switch servers', async () => {
    renderRoute('/dashboard/settings', setup().store);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('link', { name: 'Server' })).not.toBeInTheDocument();
  });

  it('links from the settings home in the desktop app', async () => {
    renderRoute('/dashboard/settings', setup(desktop()).store);
    const link = await screen.findByRole('link', { name: 'Server' });
    expect(link).toHaveAttribute('href', '/dashboard/settings/server');
  });

  it('switches to a hosted server after checking the address', async () => {
    const setServer = vi.fn(async () => {});
    renderRoute('/dashboard/settings/server', setup(desktop('bundled', setServer)).store);
    expect(await screen.findByTestId('current-server')).toHaveTextContent(
      'the offline server on this computer',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Hosted LexSetu server/ }));
    await user.type(screen.getByLabelText('Server address'), 'api.firm.in');
    await user.click(screen.getByRole('button', { name: 'Save and restart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a full address starting with https://');
    expect(setServer).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Server address'));
    await user.type(screen.getByLabelText('Server address'), ' https://api.firm.in ');
    await user.click(screen.getByRole('button', { name: 'Save and restart' }));
    expect(setServer).toHaveBeenCalledWith('https://api.firm.in');
    expect(await screen.findByText('Restarting LexSetu…')).toBeInTheDocument();
  });

  it('goes back to the offline server, and shows why a switch failed', async () => {
    const setServer = vi.fn(async () => {
      throw new Error('The server at https://api.firm.in did not answer /api/health.');
    });
    renderRoute('/dashboard/settings/server', setup(desktop('hosted', setServer)).store);
    expect(await screen.findByTestId('current-server')).toHaveTextContent(
      'the hosted server https://api.firm.in',
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: /Offline server on this computer/ }));
    await user.click(screen.getByRole('button', { name: 'Save and restart' }));
    expect(setServer).toHaveBeenCalledWith(null);
    expect(await screen.findByRole('alert')).toHaveTextContent('did not answer /api/health');
    expect(screen.queryByText('Restarting LexSetu…')).not.toBeInTheDocument();
  });

  it('says the server is chosen in the desktop app when opened in a browser', async () => {
    renderRoute('/dashboard/settings/server', setup().store);
    expect(
      await screen.findByText('The server can only be chosen in the LexSetu desktop app.'),
    ).toBeInTheDocument();
  });
});

describe('memory-only session notice', () => {
  it('is shown in the dashboard when the token lives in memory only, and can be dismissed', async () => {
    renderRoute('/dashboard/settings', setup({ ...desktop(), tokenPersistence: 'memory' }).store);
    const notice = (await screen.findByText(memorySessionMessage)).closest('[role="status"]') as HTMLElement;
    expect(notice).toBeInTheDocument();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(memorySessionMessage)).not.toBeInTheDocument();
  });

  it('is not shown when the keychain keeps the session', async () => {
    renderRoute('/dashboard/settings', setup({ ...desktop(), tokenPersistence: 'keychain' }).store);
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByText(memorySessionMessage)).not.toBeInTheDocument();
  });
});
