import { Checkbox, Stack } from '@mantine/core';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { translateValidation } from '../../../shared/i18n';

interface ConsentItem<T extends FieldValues> {
  name: Path<T>;
  label: string;
  testId?: string;
}

/** Checkboxes bound to boolean form fields. */
export function ConsentCheckboxes<T extends FieldValues>({
  control,
  items,
}: {
  control: Control<T>;
  items: ConsentItem<T>[];
}) {
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Controller
          key={item.name}
          control={control}
          name={item.name}
          render={({ field, fieldState }) => (
            <Checkbox
              size="md"
              label={item.label}
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              error={translateValidation(fieldState.error?.message)}
              data-testid={item.testId}
            />
          )}
        />
      ))}
    </Stack>
  );
}
