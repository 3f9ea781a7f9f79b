import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { quickBuyItems } from './homeContent';
import { QuickBuy } from './QuickBuy';

const shownTitles = () =>
  within(screen.getByRole('list'))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('QuickBuy', () => {
  it('shows three items with ratings and rupee prices, one step at a time, disabled at both ends', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <QuickBuy />
      </MemoryRouter>,
    );
    const prev = screen.getByRole('button', { name: 'Previous items' });
    const next = screen.getByRole('button', { name: 'Next items' });
    expect(shownTitles()).toEqual(quickBuyItems.slice(0, 3).map((i) => i.title));
    expect(screen.getByText('₹19.99/min')).toBeInTheDocument();
    expect(screen.getByText('Rated 4.6 out of 5')).toBeInTheDocument();
    expect(prev).toBeDisabled();
    expect(next).toBeEnabled();

    await user.click(next);
    expect(shownTitles()).toEqual(quickBuyItems.slice(1, 4).map((i) => i.title));
    expect(screen.getByText('₹10500')).toBeInTheDocument();
    // Four items, three visible: index 1 is the last window.
    expect(next).toBeDisabled();
    expect(prev).toBeEnabled();

    await user.click(prev);
    expect(shownTitles()[0]).toBe('Online Lawyer Consultation');
    expect(prev).toBeDisabled();
  });
});
