// The dashboard shell in the user's preferred language: English shows the spec texts unchanged, choosing Hindi
// in Settings → Profile management switches the navigation, header and <html lang> at once and saves it, and a
// language saved on another device applies when the dashboard opens. The public site stays English.
import { defaultSettings, uiLanguages as contractLanguages } from '@contract';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardNav, navFor } from '@/layouts/dashboard/navigation';
import { UiStore } from '@/stores/UiStore';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { activateLanguage, T, translate, uiLanguages } from '.';

function open(path: string, saved: Partial<typeof defaultSettings> = {}) {
  let settings = { ...defaultSettings, ...saved };
  const puts: unknown[] = [];
  const route: FakeRoute = ({ method, path: url, body }) => {
    if (url === '/api/validate-token') return jsonReply(200, sampleUser);
    if (url === '/api/settings' && method === 'PUT') {
      puts.push(body);
      settings = { ...settings, ...(body as object) };
      return jsonReply(200, settings);
    }
    if (url === '/api/settings') return jsonReply(200, settings);
    if (url === '/api/notifications/unread-count') return jsonReply(200, { count: 3 });
    return jsonReply(200, []);
  };
  const test = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
  return { ...test, ...renderRoute(path, test.store), puts };
}

const navLabels = (name = 'Dashboard') =>
  within(screen.getByRole('navigation', { name }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);

afterEach(() => {
  document.documentElement.lang = 'en';
});

describe('preferred language', () => {
  it('English renders the spec texts unchanged', async () => {
    open('/dashboard/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(navLabels()).toEqual([
      'Schedules',
      'Create Request',
      'Find Experts',
      'Invoices',
      'Bills & Payments',
      'Activities',
      'Settings',
      'Help Center',
      'Wallet',
    ]);
    expect(
      screen.getByRole('link', { name: 'Upgrade to pro plan at just 99/- monthly' }),
    ).toBeInTheDocument();
    for (const row of ['Profile management', 'Security & privacy', 'Call & Communication', 'Refer & earn'])
      expect(screen.getByRole('link', { name: row })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Notifications, 3 new' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
  });

  it('choosing Hindi switches the navigation, header, headings and <html lang> at once, and saves it', async () => {
    const { store, puts } = open('/dashboard/settings/profile-management');
    const select = await screen.findByLabelText('Preferred language');
    expect(screen.getByRole('option', { name: 'हिन्दी (Hindi)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Hindi');

    expect(await screen.findByRole('heading', { level: 1, name: 'प्रोफ़ाइल प्रबंधन' })).toBeInTheDocument();
    expect(navLabels('डैशबोर्ड')).toEqual([
      'शेड्यूल',
      'अनुरोध बनाएँ',
      'विशेषज्ञ खोजें',
      'चालान',
      'बिल और भुगतान',
      'गतिविधियाँ',
      'सेटिंग्स',
      'सहायता केंद्र',
      'वॉलेट',
    ]);
    expect(screen.getByRole('button', { name: 'खाता मेनू' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'सूचनाएँ, 3 नई' })).toBeInTheDocument();
    expect(screen.getByLabelText('पसंदीदा भाषा')).toHaveValue('Hindi');
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    await waitFor(() => expect(puts).toEqual([{ preferredLanguage: 'Hindi' }]));
    // Cached for the first paint after a reload (the server copy serves other devices).
    expect(new UiStore(localStorage).language).toBe('Hindi');
    expect(store.ui.language).toBe('Hindi');
  });

  it('applies the language saved on another device when the dashboard opens', async () => {
    open('/dashboard/settings', { preferredLanguage: 'Tamil' });
    expect(await screen.findByRole('heading', { level: 1, name: 'அமைப்புகள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'சுயவிவர மேலாண்மை' })).toBeInTheDocument();
    expect(navLabels('டாஷ்போர்டு')).toContain('உதவி மையம்');
    await waitFor(() => expect(document.documentElement.lang).toBe('ta'));
  });
});

describe('catalogues', () => {
  it('offer the languages the server accepts', () => {
    expect([...uiLanguages]).toEqual([...contractLanguages]);
  });

  it('translate every navigation entry of every role, with plurals in each language', async () => {
    const labels = [...navFor('admin'), ...navFor('professional'), ...dashboardNav].map((e) => e.label);
    for (const language of ['Hindi', 'Tamil'] as const) {
      await activateLanguage(language);
      for (const label of labels) expect(translate(label), `${language}: ${label}`).not.toBe(label);
    }
    await activateLanguage('Hindi');
    expect(translate('Notifications, {count} new', { count: 2 })).toBe('सूचनाएँ, 2 नई');
    await activateLanguage('English');
  });

  it('put elements inside a translated text where its <0>…</0> tags say', () => {
    render(
      <p>
        <T
          id="Read our <0>terms</0> before you <1>pay</1>.<2/>"
          components={{ 0: <a href="/terms" />, 1: <b />, 2: <br /> }}
        />
      </p>,
    );
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('href', '/terms');
    expect(screen.getByText('pay').tagName).toBe('B');
    expect(screen.getByText(/Read our/).closest('p')?.textContent).toBe('Read our terms before you pay.');
  });

  it("leave a text without an entry as it is, a person's own braces included", async () => {
    await activateLanguage('Hindi');
    expect(translate('Lease {draft} for {city}')).toBe('Lease {draft} for {city}');
    expect(translate('सूचनाएँ')).toBe('सूचनाएँ');
    await activateLanguage('English');
  });

  it('fall back to the English text for anything without an entry', async () => {
    await activateLanguage('Tamil');
    expect(translate('Mark all as read, or not')).toBe('Mark all as read, or not');
    await activateLanguage('English');
    expect(translate('Notifications, {count} new', { count: 2 })).toBe('Notifications, 2 new');
  });
});
