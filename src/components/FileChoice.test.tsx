import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/App';
import { createTestStore } from '@/test/fakes';
import { FileChoice, sizeText } from './FileChoice';

function Form() {
  const [file, setFile] = useState<File | null>(null);
  return (
    <>
      <label htmlFor="deed">Title deed</label>
      <FileChoice id="deed" accept={['.pdf']} file={file} onChange={setFile} hint="PDF only" />
    </>
  );
}

describe('FileChoice', () => {
  it("opens the platform's picker with the accepted types, shows the chosen file, and takes it back", async () => {
    const { store } = createTestStore();
    const deed = new File(['x'.repeat(2048)], 'title deed.pdf', { type: 'application/pdf' });
    const openFiles = vi.spyOn(store.platform, 'openFiles').mockResolvedValue([deed]);
    render(
      <AppProviders store={store}>
        <Form />
      </AppProviders>,
    );
    expect(screen.getByText('PDF only')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Title deed'));
    expect(openFiles).toHaveBeenCalledWith({ accept: ['.pdf'], multiple: false });
    expect(await screen.findByText('title deed.pdf')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.queryByText('PDF only')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove title deed.pdf' }));
    expect(screen.queryByText('title deed.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('PDF only')).toBeInTheDocument();
  });

  it('keeps the chosen file when the picker is closed without a choice', async () => {
    const { store } = createTestStore();
    const deed = new File(['x'], 'deed.pdf', { type: 'application/pdf' });
    const openFiles = vi.spyOn(store.platform, 'openFiles').mockResolvedValueOnce([deed]);
    render(
      <AppProviders store={store}>
        <Form />
      </AppProviders>,
    );
    await userEvent.click(screen.getByLabelText('Title deed'));
    expect(await screen.findByText('deed.pdf')).toBeInTheDocument();
    openFiles.mockResolvedValueOnce([]);
    await userEvent.click(screen.getByLabelText('Title deed'));
    expect(screen.getByText('deed.pdf')).toBeInTheDocument();
  });

  it('writes sizes a person reads', () => {
    expect(sizeText(532)).toBe('532 B');
    expect(sizeText(14 * 1024)).toBe('14 KB');
    expect(sizeText(2.4 * 1024 * 1024)).toBe('2.4 MB');
  });
});
