import { Button, Card, Group, Loader, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import type { StaffCourseResponse, StaffLesson } from '@prepa/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api';
import { formatDate } from '../../../shared/lib/format';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { LessonStateBadge } from '../../lessons';
import { useDeleteLesson, useDeleteModule, useStaffCourse, useStaffCourses } from '../api/staff-lessons';
import { LessonForm } from './lesson-form';
import { LessonMaterials } from './lesson-materials';
import { ModuleForm } from './module-form';

const dateTime: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit' };

/** Loading, error with a retry, then the content. */
function Loaded<T>({
  query,
  testId,
  children,
}: {
  query: UseQueryResult<T>;
  testId: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Loader aria-label={t('common.loading')} data-testid={`${testId}-loading`} />;
  if (query.isError)
    return (
      <Stack align="flex-start" data-testid={`${testId}-error`}>
        <Text c="red.9" role="alert">
          {t('staffLessons.loadError')}
        </Text>
        <Button variant="light" mih={44} onClick={() => void query.refetch()}>
          {t('staffLessons.retry')}
        </Button>
      </Stack>
    );
  return <>{children(query.data)}</>;
}

function LessonCard({
  lesson,
  modules,
  onDelete,
}: {
  lesson: StaffLesson;
  modules: StaffCourseResponse['modules'];
  onDelete: (lesson: StaffLesson) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <Card withBorder radius="md" component="li" data-testid="staff-lesson" data-lesson-id={lesson.id}>
      {editing ? (
        <LessonForm modules={modules} lesson={lesson} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 200px' }}>
              <Title order={4} size="h5" style={{ overflowWrap: 'anywhere' }}>
                {lesson.title}
              </Title>
              <Text size="sm" c="dimmed">
                {t('staffLessons.startsAt', {
                  date: formatDate(lesson.startsAt, dateTime),
                  duration: lesson.durationMinutes,
                })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('staffLessons.watched', { count: lesson.watchedCount })}
              </Text>
            </Stack>
            <LessonStateBadge state={lesson.state} />
          </Group>
          <Group gap="xs">
            <Button
              variant="light"
              mih={44}
              leftSection={<IconPencil size={18} />}
              onClick={() => setEditing(true)}
              aria-label={`${t('staffLessons.edit')}: ${lesson.title}`}
            >
              {t('staffLessons.edit')}
            </Button>
            {lesson.canDelete && (
              <Button
                variant="outline"
                color="red.9"
                mih={44}
                leftSection={<IconTrash size={18} />}
                onClick={() => onDelete(lesson)}
                aria-label={`${t('staffLessons.delete')}: ${lesson.title}`}
              >
                {t('staffLessons.delete')}
              </Button>
            )}
          </Group>
          <LessonMaterials lesson={lesson} />
        </Stack>
      )}
    </Card>
  );
}

type StaffModuleView = StaffCourseResponse['modules'][number];

/** A confirmation before something is deleted for good. */
function ConfirmDelete({
  opened,
  title,
  text,
  pending,
  onCancel,
  onConfirm,
  testId,
}: {
  opened: boolean;
  title: string;
  text: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <Stack gap="md">
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" mih={44} onClick={onCancel}>
            {t('staffLessons.remove.cancel')}
          </Button>
          <Button color="red.9" mih={44} loading={pending} onClick={onConfirm} data-testid={testId}>
            {t('staffLessons.remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A module's heading with its actions: rename, and delete while it has no lessons. */
function ModuleHeading({
  module,
  productTypeId,
  onDelete,
}: {
  module: StaffModuleView;
  productTypeId: number;
  onDelete: (module: StaffModuleView) => void;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  if (renaming)
    return (
      <Card withBorder radius="md">
        <ModuleForm productTypeId={productTypeId} module={module} onDone={() => setRenaming(false)} />
      </Card>
    );
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Title order={2} size="h4" style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 200px' }}>
        {module.title}
      </Title>
      <Group gap="xs">
        <Button
          variant="light"
          mih={44}
          leftSection={<IconPencil size={18} />}
          onClick={() => setRenaming(true)}
          aria-label={`${t('staffLessons.module.rename')}: ${module.title}`}
          data-testid="staff-module-rename"
        >
          {t('staffLessons.module.rename')}
        </Button>
        {module.lessons.length === 0 && (
          <Button
            variant="outline"
            color="red.9"
            mih={44}
            leftSection={<IconTrash size={18} />}
            onClick={() => onDelete(module)}
            aria-label={`${t('staffLessons.module.delete')}: ${module.title}`}
            data-testid="staff-module-delete"
          >
            {t('staffLessons.module.delete')}
          </Button>
        )}
      </Group>
    </Group>
  );
}

function CourseLessons({ course }: { course: StaffCourseResponse }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [creatingModule, setCreatingModule] = useState(false);
  const [toDelete, setToDelete] = useState<StaffLesson | null>(null);
  const [moduleToDelete, setModuleToDelete] = useState<StaffModuleView | null>(null);
  const remove = useDeleteLesson();
  const removeModule = useDeleteModule();
  const modules = course.modules;

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.id);
      notifySuccess(t('staffLessons.remove.done'));
    } catch (e) {
      notifyError(isApiError(e) && e.firstDetail ? e.firstDetail : t('staffLessons.remove.failed'));
    }
    setToDelete(null);
  };

  const confirmModuleDelete = async () => {
    if (!moduleToDelete) return;
    try {
      await removeModule.mutateAsync(moduleToDelete.id);
      notifySuccess(t('staffLessons.module.deleted'));
    } catch (e) {
      notifyError(isApiError(e) && e.firstDetail ? e.firstDetail : t('staffLessons.module.deleteFailed'));
    }
    setModuleToDelete(null);
  };

  return (
    <Stack gap="lg">
      {creating ? (
        <Card withBorder radius="md">
          <LessonForm modules={modules} onDone={() => setCreating(false)} />
        </Card>
      ) : creatingModule ? (
        <Card withBorder radius="md">
          <ModuleForm productTypeId={course.productTypeId} onDone={() => setCreatingModule(false)} />
        </Card>
      ) : (
        <Group gap="sm">
          {modules.length > 0 && (
            <Button
              mih={44}
              leftSection={<IconPlus size={18} />}
              onClick={() => setCreating(true)}
              data-testid="staff-lesson-new"
            >
              {t('staffLessons.newLesson')}
            </Button>
          )}
          <Button
            mih={44}
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setCreatingModule(true)}
            data-testid="staff-module-new"
          >
            {t('staffLessons.module.new')}
          </Button>
        </Group>
      )}
      {modules.length === 0 && (
        <Text c="dimmed" data-testid="staff-lessons-no-modules">
          {t('staffLessons.noModules')}
        </Text>
      )}
      {modules.map((m) => (
        <Stack gap="sm" key={m.id} component="section" aria-label={m.title} data-testid="staff-module">
          <ModuleHeading module={m} productTypeId={course.productTypeId} onDelete={setModuleToDelete} />
          {m.lessons.length === 0 ? (
            <Text c="dimmed">{t('staffLessons.noLessons')}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {m.lessons.map((l) => (
                <LessonCard key={l.id} lesson={l} modules={modules} onDelete={setToDelete} />
              ))}
            </Stack>
          )}
        </Stack>
      ))}
      <ConfirmDelete
        opened={toDelete !== null}
        title={t('staffLessons.remove.title')}
        text={t('staffLessons.remove.text', { title: toDelete?.title ?? '' })}
        pending={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => void confirmDelete()}
        testId="staff-lesson-delete-confirm"
      />
      <ConfirmDelete
        opened={moduleToDelete !== null}
        title={t('staffLessons.module.deleteTitle')}
        text={t('staffLessons.module.deleteText', { title: moduleToDelete?.title ?? '' })}
        pending={removeModule.isPending}
        onCancel={() => setModuleToDelete(null)}
        onConfirm={() => void confirmModuleDelete()}
        testId="staff-module-delete-confirm"
      />
    </Stack>
  );
}

/**
 * The staff lessons screen (teachers, managers): a course chosen in the address (`?course=`), its
 * modules and every lesson with its state, start in the platform's zone, watch count and files;
 * adding, renaming and deleting (empty) modules; creating, editing and deleting lessons, uploading
 * and deleting files.
 */
export function StaffLessons() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const courses = useStaffCourses();
  const chosen = Number(params.get('course') ?? '') || null;
  const courseId = chosen ?? courses.data?.results[0]?.productTypeId ?? null;
  const course = useStaffCourse(courseId);

  return (
    <Stack gap="md" data-testid="staff-lessons">
      <Title order={1} size="h2">
        {t('staffLessons.title')}
      </Title>
      <Loaded query={courses} testId="staff-courses">
        {(data) =>
          data.results.length === 0 ? (
            <Text c="dimmed">{t('staffLessons.noCourses')}</Text>
          ) : (
            <Stack gap="md">
              <NativeSelect
                label={t('staffLessons.course')}
                value={courseId ? String(courseId) : ''}
                onChange={(e) => setParams({ course: e.currentTarget.value }, { replace: true })}
                data={data.results.map((c) => ({ value: String(c.productTypeId), label: c.title }))}
                maw={480}
                data-testid="staff-lessons-course"
              />
              <Loaded query={course} testId="staff-course">
                {(c) => <CourseLessons key={c.productTypeId} course={c} />}
              </Loaded>
            </Stack>
          )
        }
      </Loaded>
    </Stack>
  );
}
