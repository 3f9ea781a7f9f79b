import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { StoreProvider } from '@/stores/context';
import { createTestStore } from '@/test/fakes';
import { ToastProvider, ToastScopeProvider, useToast } from './toast';
import { toastOptions, type ToastScope } from './toastRequest';

function SaveButton() {
  const toast = useToast();
  return <button onClick={() => toast.success('Saved')}>Save</button>;
}

/** The container follows the app's theme, read from the store. */
const withStore = (children: ReactNode) => (
  <StoreProvider store={createTestStore().store}>{children}</StoreProvider>
);

describe('toast', () => {
  it('lasts 5 s on public pages and 3 s in the app shell, top right', () => {
    expect(toastOptions('public')).toEqual({ placement: 'topRight', duration: 5 });
    expect(toastOptions('app')).toEqual({ placement: 'topRight', duration: 3 });
  });

  it.each<ToastScope>(['public', 'app'])('shows the message (%s scope)', async (scope) => {
    render(
      withStore(
        <ToastProvider>
          <ToastScopeProvider value={scope}>
            <SaveButton />
          </ToastScopeProvider>
        </ToastProvider>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows every toast asked for while its container (antd) is still loading', async () => {
    function TwoToasts() {
      const toast = useToast();
      return (
        <button
          onClick={() => {
            toast.info('First');
            toast.error('Second');
          }}
        >
          Go
        </button>
      );
    }
    render(
      withStore(
        <ToastProvider>
          <TwoToasts />
        </ToastProvider>,
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByText('First')).toBeInTheDocument();
    expect(await screen.findByText('Second')).toBeInTheDocument();
  });
});
