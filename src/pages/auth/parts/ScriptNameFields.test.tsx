import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { nameInScript } from '@contract/scriptNames';
import { ScriptNameFields } from './ScriptNameFields';

function Harness({ onFinish }: { onFinish: (values: unknown) => void }) {
  return (
    <Form onFinish={onFinish}>
      <ScriptNameFields />
      <Button htmlType="submit">Save</Button>
    </Form>
  );
}

describe('ScriptNameFields', () => {
  it('takes a name in each script and refuses one in another script', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} />);
    const devanagari = screen.getByLabelText('Your name in Devanagari (Hindi)');
    const tamil = screen.getByLabelText('Your name in Tamil');
    expect(devanagari).toHaveAttribute('lang', 'hi');
    expect(tamil).toHaveAttribute('lang', 'ta');
    await userEvent.type(devanagari, 'Priya');
    await userEvent.type(tamil, 'प्रिया');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Name in Devanagari must be written in Devanagari letters.'),
    ).toBeVisible();
    expect(screen.getByText('Name in Tamil must be written in Tamil letters.')).toBeVisible();
    expect(onFinish).not.toHaveBeenCalled();

    await userEvent.clear(devanagari);
    await userEvent.type(devanagari, 'प्रिया शर्मा');
    await userEvent.clear(tamil);
    await userEvent.type(tamil, 'பிரியா சர்மா');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onFinish).toHaveBeenCalledWith({ nameDevanagari: 'प्रिया शर्मा', nameTamil: 'பிரியா சர்மா' }),
    );
  });

  it('shows each reader the name in their script when given', () => {
    const lawyer = { name: 'Priya Sharma', nameDevanagari: 'प्रिया शर्मा', nameTamil: '' };
    expect(nameInScript(lawyer, 'hi')).toBe('प्रिया शर्मा');
    expect(nameInScript(lawyer, 'ta')).toBe('Priya Sharma');
    expect(nameInScript(lawyer, 'en')).toBe('Priya Sharma');
  });
});
