import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

afterEach(() => vi.restoreAllMocks());

describe('ScrollOnNavigate (router shell)', () => {
  it('starts every new page at the top, but not a change of the query alone', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { store } = createTestStore();
    const { router } = renderRoute('/about', store);
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();

    await act(() => router.navigate('/contact'));
    await screen.findByRole('heading', { level: 1, name: /contact/i });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    scrollTo.mockClear();
    await act(() => router.navigate('/contact?topic=fees'));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('leaves the first page where the visitor scrolled it before the app started, and tops the next ones', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { store } = createTestStore();
    const { router } = renderRoute('/about', store);
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/contact'));
    await act(() => router.navigate('/about'));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it('scrolls the #hash target into view, also when it renders after the navigation', async () => {
    const scrolled: string[] = [];
    vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (this: Element) {
      scrolled.push(this.id);
    });
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { store } = createTestStore();
    const { router } = renderRoute('/about', store);
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();

    await act(() => router.navigate('/services#documentation'));
    await vi.waitFor(() => expect(scrolled).toEqual(['documentation']));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
