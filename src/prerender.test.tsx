import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HOME_HEADING } from '@/pages/public/home/TypingHeadline';
import { createTestStore } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';
import { renderHomeShell } from './prerender';

/** Markup as the DOM serialises it, without React's server-only text separators and link hints. */
function normal(html: string) {
  const parsed = document.createElement('div');
  parsed.innerHTML = html.replace(/<!-- -->/g, '').replace(/ data-discover="true"/g, '');
  return parsed.innerHTML;
}

describe('prerendered home page', () => {
  it('is what the app renders first at /, so replacing it moves nothing', () => {
    const shell = renderHomeShell();
    // The first commit, before the stories arrive or the headline types its first letter.
    const { container } = renderRoute('/', createTestStore().store);
    expect(screen.getByRole('heading', { level: 1, name: HOME_HEADING })).toBeInTheDocument();
    const live = container.querySelector('.lex-surface')!.innerHTML;
    expect(normal(shell)).toBe(normal(live));
    expect(shell).toContain('Log in');
  });
});
