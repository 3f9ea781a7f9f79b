// The carousel shows its page size on wide screens and one item at a time on a phone (spec section 9), so cards
// never squeeze into columns a word wide.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { createTestStore } from '@/test/fakes';
import { PagedCarousel } from './PagedCarousel';

const items = ['Rent agreement', 'Sale agreement', 'Affidavit', 'Will', 'Power of attorney'];

function showCarousel(phone: boolean) {
  const real = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...real(query),
    matches: phone && query === '(max-width: 767px)',
  }));
  render(
    <StoreProvider store={createTestStore().store}>
      <PagedCarousel
        label="Documents"
        items={items}
        perPage={4}
        keyOf={(i) => i}
        render={(i) => <h3>{i}</h3>}
      />
    </StoreProvider>,
  );
  const carousel = screen.getByRole('region', { name: 'Documents' });
  return {
    shown: within(carousel)
      .getAllByRole('heading')
      .map((h) => h.textContent),
    pages: within(carousel).getAllByRole('button', { name: /^Page \d of \d$/ }).length,
  };
}

describe('PagedCarousel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows four a page on a wide screen', () => {
    expect(showCarousel(false)).toEqual({ shown: items.slice(0, 4), pages: 2 });
  });

  it('shows one a page on a phone', () => {
    expect(showCarousel(true)).toEqual({ shown: items.slice(0, 1), pages: 5 });
  });
});
