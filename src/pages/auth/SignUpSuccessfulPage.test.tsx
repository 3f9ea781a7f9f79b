import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '@/test/fakes';
import { renderRoute } from '@/test/renderRoute';

describe('SignUpSuccessfulPage (terms)', () => {
  it('keeps Continue disabled until the terms are accepted, explains why, and clears on untick', async () => {
    const { store } = createTestStore();
    const { router } = renderRoute('/account-creation/successful', store);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    expect(continueButton).toBeDisabled();
    fireEvent.click(continueButton.parentElement as HTMLElement);
    expect(screen.getByText('You must accept the Terms & Conditions to continue.')).toBeInTheDocument();

    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    expect(screen.queryByText('You must accept the Terms & Conditions to continue.')).toBeNull();
    expect(continueButton).toBeEnabled();
    await userEvent.click(box);
    expect(continueButton).toBeDisabled();

    await userEvent.click(box);
    await userEvent.click(continueButton);
    await waitFor(() => expect(router.state.location.pathname).toBe('/account-creation/setup'));
  });

  it('unticking clears an error shown before', async () => {
    const { store } = createTestStore();
    renderRoute('/account-creation/successful', store);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    fireEvent.click(continueButton.parentElement as HTMLElement);
    const box = screen.getByRole('checkbox');
    await userEvent.click(box);
    await userEvent.click(box);
    expect(screen.queryByText('You must accept the Terms & Conditions to continue.')).toBeNull();
  });
});
