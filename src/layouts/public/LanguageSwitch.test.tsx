// The language switch of the public header and the account screens: choosing Hindi on the home page shows it in
// Hindi with <html lang="hi"> and remembers the choice in this browser; the login screen renders in Tamil; a
// signed-in user's choice is also saved as their Preferred language; /hi and /ta show the home page in theirs.
import { defaultSettings } from '@contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n';
import { UiStore } from '@/stores/UiStore';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

afterEach(async () => {
  await activateLanguage('English');
  document.documentElement.lang = 'en';
});

const heading = () => screen.getByRole('heading', { level: 1 });

describe('language switch', () => {
  it('in the public header turns the home page and <html lang> to Hindi, and remembers it', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    renderRoute('/', store);
    expect(heading()).toHaveAccessibleName('Legal help from verified lawyers, any time, anywhere');
    const header = screen.getByRole('banner');
    const select = within(header).getByRole('combobox', { name: 'Language' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['English', 'हिन्दी (Hindi)', 'தமிழ் (Tamil)']);

    await user.selectOptions(select, 'Hindi');

    await waitFor(() => expect(heading()).toHaveAccessibleName('सत्यापित वकीलों से कानूनी मदद, कभी भी, कहीं भी'));
    expect(document.documentElement.lang).toBe('hi');
    expect(within(header).getByRole('link', { name: 'लॉग इन करें' })).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: 'भाषा' })).toHaveValue('Hindi');
    expect(screen.getByRole('heading', { level: 2, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('सर्वाधिकार सुरक्षित');
    expect(document.title).toBe('सत्यापित वकीलों से कानूनी मदद, कभी भी, कहीं भी | LexSetu');
    // Kept in this browser for the next visit.
    expect(new UiStore(localStorage).language).toBe('Hindi');
  });

  it('on the login screen renders it in Tamil', async () => {
    const user = userEvent.setup();
    renderRoute('/login', createTestStore().store);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login into your account' }),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'உங்கள் கணக்கில் உள்நுழையுங்கள்' }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ta');
    expect(screen.getByLabelText('மின்னஞ்சல்')).toBeInTheDocument();
    expect(screen.getByLabelText('கடவுச்சொல்')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'உள்நுழையுங்கள்' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'கடவுச்சொல் மறந்துவிட்டதா?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← தளத்துக்குத் திரும்புங்கள்' })).toBeInTheDocument();

    // A failed login says so in Tamil too.
    await user.click(screen.getByRole('button', { name: 'உள்நுழையுங்கள்' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('உங்கள் மின்னஞ்சலை உள்ளிடுங்கள்.');
  });

  it("saves a signed-in user's choice as their Preferred language", async () => {
    const user = userEvent.setup();
    const puts: unknown[] = [];
    const route: FakeRoute = ({ method, path, body }) => {
      if (path === '/api/validate-token') return jsonReply(200, sampleUser);
      if (path === '/api/settings' && method === 'PUT') {
        puts.push(body);
        return jsonReply(200, { ...defaultSettings, ...(body as object) });
      }
      if (path === '/api/settings') return jsonReply(200, defaultSettings);
      return jsonReply(200, []);
    };
    const { store } = createTestStore({ session: { token: 'jwt', userId: 'u1' }, route });
    renderRoute('/', store);
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tamil');

    await waitFor(() => expect(puts).toContainEqual({ preferredLanguage: 'Tamil' }));
    expect(await screen.findByRole('link', { name: 'டாஷ்போர்டு' })).toBeInTheDocument();
    expect(store.ui.language).toBe('Tamil');
  });

  it('shows the home page in Hindi at /hi and goes to /ta when Tamil is chosen there', async () => {
    const user = userEvent.setup();
    const { store } = createTestStore();
    const { router } = renderRoute('/hi', store);
    await waitFor(() => expect(heading()).toHaveAccessibleName('सत्यापित वकीलों से कानूनी मदद, कभी भी, कहीं भी'));
    expect(document.documentElement.lang).toBe('hi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'भाषा' }), 'Tamil');

    await waitFor(() => expect(router.state.location.pathname).toBe('/ta'));
    await waitFor(() =>
      expect(heading()).toHaveAccessibleName(
        'சரிபார்க்கப்பட்ட வழக்கறிஞர்களிடமிருந்து சட்ட உதவி, எப்போதும், எங்கிருந்தும்',
      ),
    );
    expect(document.documentElement.lang).toBe('ta');
  });
});
