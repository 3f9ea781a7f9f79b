// The prerendered home pages (vite-prerender.ts writes them into dist/web) are what the app renders first, in
// English at / and in Hindi and Tamil at /hi and /ta, with their title, description and <html lang>.
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage, type UiLanguage } from '@/i18n';
import { HOME_HEADING } from '@/pages/public/home/TypingHeadline';
import { createTestStore } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { prerenderHome, renderHomeShell } from './prerender';

/** Markup as the DOM serialises it, without React's server-only text separators, link hints and the chosen
 * option's attribute (the live select holds its value as a property). */
function normal(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html
    .replace(/<!-- -->/g, '')
    .replace(/ data-discover="true"/g, '')
    .replace(/ selected=""/g, '');
  return parsed.innerHTML;
}

/** The app's first commit at `path` for a visitor who chose `language`. */
function liveHome(path: string, language?: UiLanguage) {
  if (language) localStorage.setItem('language', language);
  const { container } = renderRoute(path, createTestStore().store);
  return container.querySelector('.lex-surface')!.innerHTML;
}

afterEach(async () => {
  await activateLanguage('English');
});

describe('prerendered home page', () => {
  it('is what the app renders first at /, so replacing it moves nothing', () => {
    const shell = renderHomeShell();
    // The first commit, before the stories arrive or the headline types its first letter.
    const live = liveHome('/');
    expect(screen.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    expect(normal(shell)).toBe(normal(live));
    expect(shell).toContain('Log in');
  });

  it('exists in English, Hindi and Tamil, each with its own title, description and lang', async () => {
    const english = await prerenderHome('English');
    expect(english).toMatchObject({
      lang: 'en',
      title: 'Legal help from verified lawyers, any time, anywhere | LexSetu',
    });
    expect(english.description).toMatch(/^Talk to verified lawyers by call or chat/);

    const hindi = await prerenderHome('Hindi');
    expect(hindi).toMatchObject({ lang: 'hi', title: 'सत्यापित वकीलों से कानूनी मदद, कभी भी, कहीं भी | LexSetu' });
    expect(hindi.description).toMatch(/^कॉल या चैट पर सत्यापित वकीलों से बात करें/);
    expect(hindi.markup).toContain('लॉग इन करें');
    expect(hindi.markup).toContain('अक्सर पूछे जाने वाले सवाल');
    // The switch shows the page's language as chosen.
    expect(hindi.markup).toMatch(/<option value="Hindi" lang="hi" selected="">/);

    const tamil = await prerenderHome('Tamil');
    expect(tamil).toMatchObject({ lang: 'ta' });
    expect(tamil.title).toMatch(/^சரிபார்க்கப்பட்ட வழக்கறிஞர்களிடமிருந்து சட்ட உதவி/);
    expect(tamil.markup).toContain('உள்நுழையுங்கள்');
    expect(tamil.markup).not.toContain('Log in');
  });

  it.each([
    ['Hindi', '/hi'],
    ['Tamil', '/ta'],
  ] as const)('in %s is what the app renders first at %s', async (language, path) => {
    const shell = (await prerenderHome(language)).markup;
    const live = liveHome(path, language);
    expect(normal(shell)).toBe(normal(live));
  });
});
