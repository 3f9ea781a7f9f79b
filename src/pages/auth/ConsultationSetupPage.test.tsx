import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestStore, jsonReply, sampleUser, type FakeRoute } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

const session = { token: 'jwt', userId: 'u1' };
/** The chips are the toggle buttons (aria-pressed), none selected here. */
const chips = () => screen.getAllByRole('button', { pressed: false });

afterEach(() => vi.useRealTimers());

function visit(route: FakeRoute) {
  const test = createTestStore({ session, route });
  const view = renderRoute('/account-creation/setup', test.store);
  return { ...test, ...view };
}

describe('ConsultationSetupPage', () => {
  it("'Add more' shows 'Loading more options...' for 1000 ms, then appends five and disappears", async () => {
    visit(() => jsonReply(200, sampleUser));
    await screen.findByRole('button', { name: 'Civil' });
    expect(chips()).toHaveLength(16);
    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Add more' }));
    expect(screen.getByText('Loading more options...')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByText('Loading more options...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Media' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Loading more options...')).toBeNull();
    for (const type of ['Media', 'Entertainment', 'Corporate', 'Sports', 'Maritime law']) {
      expect(screen.getByRole('button', { name: type })).toBeInTheDocument();
    }
    expect(chips()).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Add more' })).toBeNull();
  });

  it('enables Continue at 5 selections and posts them', async () => {
    const posted: unknown[] = [];
    const { router } = visit(({ path, body }) => {
      if (path === '/api/consultation-types') {
        posted.push(body);
        return jsonReply(200, { message: 'Saved' });
      }
      return jsonReply(200, sampleUser);
    });
    await screen.findByRole('button', { name: 'Civil' });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    const picks = ['Civil', 'Criminal', 'Family', 'Tax', 'Property'];
    for (const name of picks) {
      expect(continueButton).toBeDisabled();
      fireEvent.click(screen.getByRole('button', { name }));
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
    }
    expect(continueButton).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Tax' })); // toggles off
    expect(continueButton).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Tax' }));
    fireEvent.click(continueButton);
    expect(await screen.findByText('Selections submitted successfully!')).toBeInTheDocument();
    expect(posted).toEqual([{ selected: ['Civil', 'Criminal', 'Family', 'Property', 'Tax'] }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/schedules'));
  });

  it("shows 'Failed to submit selections.' when the call fails", async () => {
    visit(({ path }) =>
      path === '/api/consultation-types'
        ? jsonReply(401, { message: 'Please log in.', code: 'unauthorized' })
        : jsonReply(200, sampleUser),
    );
    await screen.findByRole('button', { name: 'Civil' });
    for (const name of ['Civil', 'Criminal', 'Family', 'Tax', 'Property']) {
      fireEvent.click(screen.getByRole('button', { name }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Failed to submit selections.')).toBeInTheDocument();
    expect(screen.getByText('Please log in to save your selections.')).toBeInTheDocument();
  });
});
