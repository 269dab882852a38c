import { Button, Card, Group, Loader, Modal, Radio, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../shared/lib/notify';
import { useProgramGoals, useSaveProgramGoals, useSwitchProgram } from '../api/individual-program';
import { canStudy, setGoal, toDrafts, togglePriority, toPatch, type GoalDraft } from '../model/priority';

interface Props {
  opened: boolean;
  onClose: () => void;
  onDone?: () => void;
}

/** The individual program goals modal: goals and the priority subject, then the kind of program. */
export function IndividualProgramModal({ opened, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<1 | 2>(1);
  const close = () => {
    setStep(1);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('student.goals.modalTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <ProgramBody
          step={step}
          onNext={() => setStep(2)}
          onDone={() => {
            close();
            onDone?.();
          }}
        />
      )}
    </Modal>
  );
}

function ProgramBody({ step, onNext, onDone }: { step: 1 | 2; onNext: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const goals = useProgramGoals();
  const saveGoals = useSaveProgramGoals();
  const switchProgram = useSwitchProgram();
  const [drafts, setDrafts] = useState<GoalDraft[] | null>(null);
  const failed = t('student.goals.loadFailed');

  useEffect(() => {
    if (goals.isError) notifyError(failed);
  }, [goals.isError, failed]);
  useEffect(() => {
    if (goals.data && drafts === null) setDrafts(toDrafts(goals.data));
  }, [goals.data, drafts]);

  if (goals.isError) return <Text c="red">{failed}</Text>;
  if (!drafts) return <Loader aria-label={t('common.loading')} />;
  if (drafts.length === 0) return <Text>{t('student.goals.noGoals')}</Text>;

  const toStep2 = async () => {
    try {
      await saveGoals.mutateAsync(toPatch(drafts));
      onNext();
    } catch {
      notifyError(t('common.error'));
    }
  };
  const choose = async (status: 'ACTIVE' | 'INACTIVE') => {
    try {
      await switchProgram.mutateAsync(status);
      onDone();
    } catch {
      notifyError(t('common.error'));
    }
  };

  if (step === 2)
    return (
      <Stack data-testid="program-step-2">
        <Text fw={600}>{t('student.goals.step2')}</Text>
        <Button
          size="md"
          onClick={() => void choose('ACTIVE')}
          loading={switchProgram.isPending}
          data-testid="program-individual"
        >
          {t('student.goals.individual')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('student.goals.individualHint')}
        </Text>
        <Button
          size="md"
          variant="default"
          onClick={() => void choose('INACTIVE')}
          data-testid="program-full"
        >
          {t('student.goals.full')}
        </Button>
        <Text size="sm" c="dimmed">
          {t('student.goals.fullHint')}
        </Text>
      </Stack>
    );

  return (
    <Stack data-testid="program-step-1">
      <Text>{t('student.goals.step1')}</Text>
      <Radio.Group
        value={String(drafts.find((d) => d.isPriority)?.classTypeId ?? '')}
        label={t('student.goals.priority')}
      >
        <Stack gap="md" mt="xs">
          {drafts.map((d) => (
            <Card key={d.classTypeId} withBorder data-testid={`program-goal-${d.classTypeId}`}>
              <Group justify="space-between" mb="xs">
                <Radio
                  value={String(d.classTypeId)}
                  label={d.title}
                  onClick={() => setDrafts(togglePriority(drafts, d.classTypeId))}
                  onChange={() => undefined}
                  data-testid={`program-priority-${d.classTypeId}`}
                />
                <Text size="sm">{t('student.goals.points', { count: d.goal })}</Text>
              </Group>
              <Slider
                min={0}
                max={d.maxPoints}
                step={d.step}
                value={d.goal}
                onChange={(v) => setDrafts(setGoal(drafts, d.classTypeId, v))}
                thumbLabel={t('student.goals.goalFor', { title: d.title })}
                label={(v) => String(v)}
              />
            </Card>
          ))}
        </Stack>
      </Radio.Group>
      <Button
        size="md"
        disabled={!canStudy(drafts)}
        loading={saveGoals.isPending}
        onClick={() => void toStep2()}
        data-testid="program-to-study"
      >
        {t('student.goals.toStudy')}
      </Button>
    </Stack>
  );
}
