import { Button, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../../shared/api';

interface Props {
  label: string;
  applyLabel: string;
  removeLabel: string;
  applied: string | null;
  testId: string;
  onApply: (value: string) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/** A code (coupon, referral) applied to the cart; server details land on the field. */
export function CodeField({ label, applyLabel, removeLabel, applied, testId, onApply, onRemove }: Props) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      await action();
      setValue('');
    } catch (e) {
      setError(isApiError(e) ? (e.firstDetail ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  }

  if (applied)
    return (
      <Group justify="space-between" data-testid={`${testId}-applied`}>
        <Text size="sm">{applied}</Text>
        <Button variant="subtle" mih={44} loading={busy} onClick={() => void run(onRemove)}>
          {removeLabel}
        </Button>
      </Group>
    );
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim()) void run(() => onApply(value.trim()));
      }}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={label}
          value={value}
          error={error}
          onChange={(e) => {
            setValue(e.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1 }}
          data-testid={`${testId}-input`}
        />
        <Button
          type="submit"
          mih={44}
          disabled={!value.trim()}
          loading={busy}
          data-testid={`${testId}-apply`}
        >
          {applyLabel}
        </Button>
      </Group>
    </form>
  );
}
