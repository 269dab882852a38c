import { Button, Group, NativeSelect, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  LESSON_DESCRIPTION_MAX,
  LESSON_DURATION_MAX,
  LESSON_TITLE_MAX,
  LESSON_VIDEO_URL_MAX,
  lessonFormSchema,
  utcToZonedLocal,
  zonedLocalToUtc,
  type LessonFormInput,
  type LessonFormValues,
  type StaffLesson,
} from '@prepa/contracts';
import { useId } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { PLATFORM_CONFIG } from '../../../shared/config/platform';
import { translateValidation } from '../../../shared/i18n';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useCreateLesson, useUpdateLesson } from '../api/staff-lessons';

const FIELDS: readonly Path<LessonFormInput>[] = [
  'moduleId',
  'title',
  'description',
  'startsLocal',
  'durationMinutes',
  'videoUrl',
];
const isField = (name: string): name is Path<LessonFormInput> => (FIELDS as readonly string[]).includes(name);

export interface LessonFormProps {
  modules: { id: number; title: string }[];
  /** The lesson being edited; a new one otherwise. */
  lesson?: StaffLesson;
  /** The module a new lesson goes to first. */
  moduleId?: number;
  onDone: () => void;
}

/**
 * Creates or edits a lesson: the contracts' form schema checks it first; the server's refusals (an
 * unsupported video address, a missing module) are shown under their fields. The start is typed in
 * the platform's time zone.
 */
export function LessonForm({ modules, lesson, moduleId, onDone }: LessonFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const zone = PLATFORM_CONFIG.timezone;
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const form = useForm<LessonFormInput, unknown, LessonFormValues>({
    resolver: zodResolver(lessonFormSchema),
    defaultValues: lesson
      ? {
          moduleId: lesson.moduleId,
          title: lesson.title,
          description: lesson.description,
          startsLocal: utcToZonedLocal(lesson.startsAt, zone),
          durationMinutes: lesson.durationMinutes,
          videoUrl: lesson.videoUrl ?? '',
        }
      : {
          moduleId: moduleId ?? modules[0]?.id ?? '',
          title: '',
          description: '',
          startsLocal: '',
          durationMinutes: 90,
          videoUrl: '',
        },
  });
  const { errors } = form.formState;
  const error = (name: Path<LessonFormInput>) => translateValidation(errors[name]?.message);

  const submit = form.handleSubmit(async (v) => {
    const fields = {
      title: v.title,
      description: v.description,
      startsAt: zonedLocalToUtc(v.startsLocal, zone).toISOString(),
      durationMinutes: v.durationMinutes,
      videoUrl: v.videoUrl.trim() || null,
    };
    try {
      if (lesson) {
        // An untouched start is not sent: its seconds would be lost and the lesson "moved". A changed
        // module moves the lesson to the end of that module.
        const dirty = form.formState.dirtyFields;
        const body = {
          ...fields,
          startsAt: dirty.startsLocal ? fields.startsAt : undefined,
          moduleId: dirty.moduleId ? v.moduleId : undefined,
        };
        await update.mutateAsync({ id: lesson.id, body });
        notifySuccess(t('staffLessons.form.saved'));
      } else {
        await create.mutateAsync({ ...fields, moduleId: v.moduleId });
        notifySuccess(t('staffLessons.form.created'));
      }
      onDone();
    } catch (e) {
      if (isApiError(e) && e.isValidation) {
        let shown = false;
        for (const [field, detail] of Object.entries(e.fieldErrors)) {
          if (isField(field)) {
            form.setError(field, { type: 'server', message: detail });
            shown = true;
          }
        }
        if (shown) return;
      }
      notifyError(isApiError(e) && e.firstDetail ? e.firstDetail : t('staffLessons.form.failed'));
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-labelledby={headingId} data-testid="staff-lesson-form">
      <Stack gap="sm">
        <Title order={3} size="h4" id={headingId}>
          {t(lesson ? 'staffLessons.form.editTitle' : 'staffLessons.form.createTitle')}
        </Title>
        <NativeSelect
          label={t('staffLessons.form.module')}
          data={modules.map((m) => ({ value: String(m.id), label: m.title }))}
          error={error('moduleId')}
          {...form.register('moduleId')}
        />
        <TextInput
          label={t('staffLessons.form.title')}
          required
          maxLength={LESSON_TITLE_MAX}
          error={error('title')}
          {...form.register('title')}
        />
        <Textarea
          label={t('staffLessons.form.description')}
          autosize
          minRows={2}
          maxLength={LESSON_DESCRIPTION_MAX}
          error={error('description')}
          {...form.register('description')}
        />
        <Group grow wrap="wrap" align="flex-start">
          <TextInput
            type="datetime-local"
            label={t('staffLessons.form.startsAt')}
            description={t('staffLessons.timeZoneHint', { zone })}
            required
            miw={200}
            error={error('startsLocal')}
            {...form.register('startsLocal')}
          />
          <TextInput
            type="number"
            label={t('staffLessons.form.duration')}
            required
            min={1}
            max={LESSON_DURATION_MAX}
            miw={140}
            error={error('durationMinutes')}
            {...form.register('durationMinutes')}
          />
        </Group>
        <TextInput
          type="url"
          label={t('staffLessons.form.videoUrl')}
          description={t('staffLessons.form.videoHint')}
          maxLength={LESSON_VIDEO_URL_MAX}
          error={error('videoUrl')}
          {...form.register('videoUrl')}
        />
        <Group>
          <Button type="submit" mih={44} loading={form.formState.isSubmitting}>
            {t(lesson ? 'staffLessons.form.save' : 'staffLessons.form.create')}
          </Button>
          <Button type="button" mih={44} variant="default" onClick={onDone}>
            {t('staffLessons.form.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
