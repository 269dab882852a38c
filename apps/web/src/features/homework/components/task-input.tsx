import {
  ActionIcon,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Radio,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { HomeworkTask, TaskAnswer } from '@prepa/contracts';
import { useTranslation } from 'react-i18next';

interface Props {
  task: HomeworkTask;
  value: TaskAnswer | undefined;
  onChange(answer: TaskAnswer): void;
  disabled?: boolean;
}

/** The input of one task, by kind; every kind works with the keyboard and on a 360 px phone (no drag). */
export function TaskInput({ task, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const p = task.payload;
  const label = `${t('homework.task.number', { n: task.position })}`;
  switch (p.kind) {
    case 'SHORT':
      return (
        <TextInput
          label={t('homework.task.answer')}
          aria-description={label}
          inputMode={p.answerType === 'number' ? 'decimal' : 'text'}
          autoComplete="off"
          disabled={disabled}
          value={value?.kind === 'SHORT' ? value.value : ''}
          onChange={(e) => onChange({ kind: 'SHORT', value: e.currentTarget.value })}
          maw={320}
          data-testid={`answer-${task.id}`}
        />
      );
    case 'SINGLE':
      return (
        <Radio.Group
          label={t('homework.task.choose')}
          value={value?.kind === 'SINGLE' ? String(value.choice) : null}
          onChange={(v) => onChange({ kind: 'SINGLE', choice: Number(v) })}
          data-testid={`answer-${task.id}`}
        >
          <Stack gap="xs" mt="xs">
            {p.options.map((o, i) => (
              <Radio key={o} value={String(i)} label={o} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'MULTIPLE':
      return (
        <Checkbox.Group
          label={t('homework.task.chooseMany')}
          value={value?.kind === 'MULTIPLE' ? value.choices.map(String) : []}
          onChange={(v) => onChange({ kind: 'MULTIPLE', choices: v.map(Number).sort((a, b) => a - b) })}
          data-testid={`answer-${task.id}`}
        >
          <Stack gap="xs" mt="xs">
            {p.options.map((o, i) => (
              <Checkbox key={o} value={String(i)} label={o} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'MATCHING': {
      const pairs = value?.kind === 'MATCHING' ? value.pairs : p.left.map(() => -1);
      return (
        <Stack gap="xs" data-testid={`answer-${task.id}`}>
          {p.left.map((item, i) => (
            <NativeSelect
              key={item}
              label={item}
              aria-label={t('homework.task.matchFor', { item })}
              disabled={disabled}
              value={String(pairs[i] ?? -1)}
              data={[
                { value: '-1', label: t('homework.task.notChosen') },
                ...p.right.map((r, j) => ({ value: String(j), label: r })),
              ]}
              onChange={(e) => {
                const next = p.left.map((_, k) => pairs[k] ?? -1);
                next[i] = Number(e.currentTarget.value);
                onChange({ kind: 'MATCHING', pairs: next });
              }}
            />
          ))}
        </Stack>
      );
    }
    case 'ORDERING': {
      const order =
        value?.kind === 'ORDERING' && value.order.length === p.items.length
          ? value.order
          : p.items.map((_, i) => i);
      const move = (from: number, to: number) => {
        const next = [...order];
        const [x] = next.splice(from, 1);
        if (x === undefined) return;
        next.splice(to, 0, x);
        onChange({ kind: 'ORDERING', order: next });
      };
      return (
        <Stack
          gap={6}
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          data-testid={`answer-${task.id}`}
        >
          {order.map((idx, pos) => {
            const item = p.items[idx] ?? '';
            return (
              <Paper key={idx} component="li" withBorder p="xs" radius="sm">
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text>
                    {pos + 1}. {item}
                  </Text>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t('homework.task.up', { item })}
                      disabled={disabled || pos === 0}
                      onClick={() => move(pos, pos - 1)}
                    >
                      <IconArrowUp size={18} />
                    </ActionIcon>
                    <ActionIcon
                      variant="light"
                      size="lg"
                      aria-label={t('homework.task.down', { item })}
                      disabled={disabled || pos === order.length - 1}
                      onClick={() => move(pos, pos + 1)}
                    >
                      <IconArrowDown size={18} />
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      );
    }
    case 'LONG': {
      const v = value?.kind === 'LONG' ? value : { kind: 'LONG' as const, text: '', files: [] };
      return (
        <Stack gap="xs" data-testid={`answer-${task.id}`}>
          <Textarea
            label={t('homework.task.longText')}
            autosize
            minRows={4}
            disabled={disabled}
            value={v.text}
            onChange={(e) => onChange({ ...v, text: e.currentTarget.value })}
          />
          <Textarea
            label={t('homework.task.files')}
            autosize
            minRows={1}
            disabled={disabled}
            value={v.files.join('\n')}
            onChange={(e) =>
              onChange({
                ...v,
                files: e.currentTarget.value
                  .split('\n')
                  .map((s) => s.trim())
                  .filter(Boolean)
                  .slice(0, 10),
              })
            }
          />
        </Stack>
      );
    }
  }
}

/** An answer (the student's or the key) as readable text. */
export function answerText(
  task: HomeworkTask,
  a: TaskAnswer | { kind: string } | null,
  none: string,
): string {
  if (!a) return none;
  const p = task.payload;
  if ('value' in a && typeof a.value === 'string') return a.value || none;
  if ('accepted' in a && Array.isArray(a.accepted)) return a.accepted.join(' / ');
  if ('choice' in a && typeof a.choice === 'number' && (p.kind === 'SINGLE' || p.kind === 'MULTIPLE'))
    return p.options[a.choice] ?? none;
  if ('choices' in a && Array.isArray(a.choices) && (p.kind === 'SINGLE' || p.kind === 'MULTIPLE'))
    return (a.choices as number[]).map((i) => p.options[i]).join('; ') || none;
  if ('pairs' in a && Array.isArray(a.pairs) && p.kind === 'MATCHING')
    return p.left.map((l, i) => `${l} — ${p.right[(a.pairs as number[])[i] ?? -1] ?? '?'}`).join('; ');
  if ('order' in a && Array.isArray(a.order) && p.kind === 'ORDERING')
    return (a.order as number[]).map((i) => p.items[i]).join(' → ');
  if ('text' in a && typeof a.text === 'string') return a.text || none;
  if ('sample' in a && typeof a.sample === 'string') return a.sample;
  return none;
}
