import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Faq } from './Faq';
import { dedupeFaq, faqEntries } from './homeContent';

describe('FAQ', () => {
  it('shows the duplicated tenth entry once', () => {
    render(<Faq />);
    const questions = screen.getAllByRole('button').map((b) => b.textContent);
    expect(questions).toHaveLength(9);
    expect(new Set(questions).size).toBe(9);
    expect(dedupeFaq([...faqEntries, { ...faqEntries[0], id: 99 }])).toHaveLength(9);
  });

  it('opens one answer at a time, and clicking the open question closes it', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const [first, second] = screen.getAllByRole('button');
    const answer = (i: number) => screen.getByText(faqEntries[i].answer);
    expect(answer(0)).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(answer(0)).toBeVisible();

    await user.click(second);
    expect(answer(1)).toBeVisible();
    expect(answer(0)).not.toBeVisible();
    expect(first).toHaveAttribute('aria-expanded', 'false');

    await user.click(second);
    expect(answer(1)).not.toBeVisible();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
