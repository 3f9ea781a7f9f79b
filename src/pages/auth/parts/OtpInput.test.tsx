import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { OtpInput } from './OtpInput';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [code, setCode] = useState(['', '', '', '', '', '']);
  return <OtpInput length={6} value={code} onChange={setCode} onComplete={onComplete} />;
}

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];
const values = () =>
  boxes()
    .map((box) => box.value)
    .join('|');

describe('OtpInput', () => {
  it('takes digits only, advances on each entry and completes after the sixth', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const user = userEvent.setup();
    await user.click(boxes()[0]);
    await user.keyboard('1a2');
    expect(values()).toBe('1|2||||');
    expect(boxes()[2]).toHaveFocus();
    expect(onComplete).not.toHaveBeenCalled();
    await user.keyboard('3456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('moves back (and clears the box before) on Backspace in an empty box', async () => {
    render(<Harness onComplete={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(boxes()[0]);
    await user.keyboard('12');
    expect(boxes()[2]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes()[1]).toHaveFocus();
    expect(values()).toBe('1|||||');
    await user.keyboard('{Backspace}');
    expect(boxes()[0]).toHaveFocus();
    expect(values()).toBe('|||||');
  });

  it('fills every box from a pasted code and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => ' 654-321 ' } });
    expect(values()).toBe('6|5|4|3|2|1');
    expect(onComplete).toHaveBeenCalledWith('654321');
  });

  it('ignores a paste without digits', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    fireEvent.paste(boxes()[0], { clipboardData: { getData: () => 'abc' } });
    expect(values()).toBe('|||||');
    expect(onComplete).not.toHaveBeenCalled();
  });
});
