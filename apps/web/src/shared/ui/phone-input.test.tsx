import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { PhoneInput } from './phone-input';

function Harness({ onDigits }: { onDigits: (digits: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <PhoneInput
      label="Телефон"
      testId="phone"
      value={value}
      onChange={(d) => {
        setValue(d);
        onDigits(d);
      }}
    />
  );
}

async function typeInto(text: string) {
  const onDigits = vi.fn();
  renderWithProviders(<Harness onDigits={onDigits} />);
  const input = await screen.findByTestId('phone');
  await userEvent.type(input, text);
  return { input: input as HTMLInputElement, onDigits };
}

describe('PhoneInput', () => {
  it.each([
    '9161234567',
    '89161234567',
    '+79161234567',
    '79161234567',
    '8 (916) 123-45-67',
    '+7 916 123-45-67',
  ])('typing %s gives +7 (916) 123-45-67 and the digits 79161234567', async (typed) => {
    const { input, onDigits } = await typeInto(typed);
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(onDigits).toHaveBeenLastCalledWith('79161234567');
  });

  it('pasting 89161234567 gives +7 (916) 123-45-67', async () => {
    const onDigits = vi.fn();
    renderWithProviders(<Harness onDigits={onDigits} />);
    const input = (await screen.findByTestId('phone')) as HTMLInputElement;
    await userEvent.click(input);
    await userEvent.paste('89161234567');
    expect(input.value).toBe('+7 (916) 123-45-67');
    expect(onDigits).toHaveBeenLastCalledWith('79161234567');
  });

  it.each(['+77011234567', '77011234567'])('detects Kazakhstan from %s', async (typed) => {
    const { input, onDigits } = await typeInto(typed);
    expect(input.value).toBe('+7 (701) 123-45-67');
    expect(onDigits).toHaveBeenLastCalledWith('77011234567');
    expect(screen.getByTestId('phone-country')).toHaveValue('kz');
  });

  it('switches to Belarus on a typed 375', async () => {
    const { input, onDigits } = await typeInto('375291234567');
    expect(input.value).toBe('+375 (29) 123-45-67');
    expect(onDigits).toHaveBeenLastCalledWith('375291234567');
    expect(screen.getByTestId('phone-country')).toHaveValue('by');
  });
});
