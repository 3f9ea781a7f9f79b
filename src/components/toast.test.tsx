import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastProvider, ToastScopeProvider, toastOptions, useToast, type ToastScope } from './toast';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast.success('Saved')}>Save</button>;
}

describe('toast', () => {
  it('lasts 5 s on public pages and 3 s in the app shell, top right', () => {
    expect(toastOptions('public')).toEqual({ placement: 'topRight', duration: 5 });
    expect(toastOptions('app')).toEqual({ placement: 'topRight', duration: 3 });
  });

  it.each<ToastScope>(['public', 'app'])('shows the message (%s scope)', async (scope) => {
    render(
      <ToastProvider>
        <ToastScopeProvider value={scope}>
          <SaveButton />
        </ToastScopeProvider>
      </ToastProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });
});
