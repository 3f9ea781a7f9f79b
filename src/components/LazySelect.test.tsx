import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LazySelect, waitingText } from './LazySelect';

const lawyers = [
  { value: 'L1', label: 'Priya Sharma' },
  { value: 'L2', label: 'Arjun Rao' },
];

function ShareWith({ initial }: { initial?: string }) {
  const [chosen, setChosen] = useState<string | undefined>(initial);
  return (
    <>
      <LazySelect<string>
        aria-label="Share with"
        className="share-with"
        allowClear
        placeholder="A lawyer you consulted"
        value={chosen}
        onChange={setChosen}
        options={lawyers}
      />
      <output aria-label="Chosen">{chosen ?? 'nobody'}</output>
    </>
  );
}

describe('LazySelect', () => {
  it('is a disabled box with the placeholder until antd’s Select has come, then a choice works', async () => {
    render(<ShareWith />);
    const waiting = screen.getByRole('combobox', { name: 'Share with' });
    expect(waiting).toBeDisabled();
    expect(waiting).toHaveClass('choice-select', 'share-with');
    expect(waiting).toHaveDisplayValue('A lawyer you consulted');

    // The module the part is fetching (its first transform can take longer than a find's wait on a busy machine).
    await import('antd/es/select');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Share with' })).toBeEnabled());
    await userEvent.click(screen.getByRole('combobox', { name: 'Share with' }));
    await userEvent.click(await screen.findByTitle('Arjun Rao'));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('L2');
  });

  it('while waiting, shows the chosen labels, else the placeholder', () => {
    expect(waitingText({ value: 'L1', options: lawyers, placeholder: 'Anyone' })).toBe('Priya Sharma');
    expect(waitingText({ value: ['L1', 'L2'], options: lawyers })).toBe('Priya Sharma, Arjun Rao');
    expect(waitingText({ value: undefined, options: lawyers, placeholder: 'Anyone' })).toBe('Anyone');
    expect(waitingText({ value: 'L9', options: lawyers })).toBe('L9');
  });
});
