import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ChoiceSelect } from './ChoiceSelect';

const cities = [
  { value: 'Chennai', label: 'Chennai' },
  { value: 'Pune', label: 'Pune' },
];

function CityFilter() {
  const [city, setCity] = useState<string | undefined>();
  return (
    <>
      <ChoiceSelect
        clearable
        aria-label="City"
        placeholder="City"
        value={city}
        onChange={setCity}
        options={cities}
      />
      <output aria-label="Filter">{city ?? 'any'}</output>
    </>
  );
}

function CallTime() {
  const [time, setTime] = useState<string | undefined>();
  return (
    <ChoiceSelect
      aria-label="Time"
      placeholder="Choose a time"
      value={time}
      onChange={setTime}
      options={cities}
    />
  );
}

describe('ChoiceSelect', () => {
  it('shows its placeholder until a choice, and a clearable one goes back to it', async () => {
    render(<CityFilter />);
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toHaveDisplayValue('City');
    expect(city).toHaveClass('choice-select-empty');
    await userEvent.selectOptions(city, 'Pune');
    expect(screen.getByRole('status', { name: 'Filter' })).toHaveTextContent('Pune');
    expect(city).not.toHaveClass('choice-select-empty');
    await userEvent.selectOptions(city, 'City');
    expect(screen.getByRole('status', { name: 'Filter' })).toHaveTextContent('any');
    expect(city).toHaveClass('choice-select-empty');
  });

  it('does not offer a placeholder that is not clearable as a choice', () => {
    render(<CallTime />);
    expect(screen.getByRole('option', { name: 'Choose a time' })).toBeDisabled();
  });
});
