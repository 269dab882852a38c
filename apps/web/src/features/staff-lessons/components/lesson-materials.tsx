import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconDownload, IconTrash, IconUpload } from '@tabler/icons-react';
import {
  LESSON_MATERIAL_EXTENSIONS,
  LESSON_MATERIAL_KINDS,
  LESSON_MATERIAL_MAX_BYTES,
  LESSON_MATERIAL_TITLE_MAX,
  LESSON_MATERIAL_TYPES,
  type LessonMaterialKind,
  type StaffLesson,
} from '@prepa/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { notifyError, notifySuccess } from '../../../shared/lib/notify';
import { useDeleteMaterial, useRefetchStaffLessons } from '../api/staff-lessons';
import { checkMaterial, uploadMaterial } from '../api/upload-material';

const MB = Math.round(LESSON_MATERIAL_MAX_BYTES / (1024 * 1024));
const ACCEPT = [...LESSON_MATERIAL_TYPES, ...LESSON_MATERIAL_EXTENSIONS].join(',');

/** A lesson's files: download, delete, and upload one more of a kind with a progress bar. */
export function LessonMaterials({ lesson }: { lesson: StaffLesson }) {
  const { t } = useTranslation();
  const labelId = useId();
  const [kind, setKind] = useState<LessonMaterialKind>('SUMMARY');
  const [title, setTitle] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = useDeleteMaterial();
  const refetch = useRefetchStaffLessons();

  const upload = async (file: File | null) => {
    if (!file) return;
    const found = checkMaterial(file);
    if (found) {
      setProblem(t(`staffLessons.materials.${found}`, { n: MB }));
      return;
    }
    setProblem(null);
    setProgress(0);
    try {
      await uploadMaterial({ lessonId: lesson.id, kind, title, file }, setProgress);
      notifySuccess(t('staffLessons.materials.uploaded'));
      setTitle('');
      await refetch();
    } catch (e) {
      setProblem(isApiError(e) && e.firstDetail ? e.firstDetail : t('staffLessons.materials.failed'));
    } finally {
      setProgress(null);
    }
  };

  const drop = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      notifySuccess(t('staffLessons.materials.deleted'));
    } catch (e) {
      notifyError(isApiError(e) && e.firstDetail ? e.firstDetail : t('staffLessons.materials.failed'));
    }
  };

  return (
    <Stack gap="xs" component="section" aria-labelledby={labelId} data-testid="staff-lesson-materials">
      <Text fw={600} id={labelId}>
        {t('staffLessons.materials.title')}
      </Text>
      {lesson.materials.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('staffLessons.materials.none')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {lesson.materials.map((m) => (
            <Group component="li" key={m.id} justify="space-between" wrap="nowrap" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
                  {m.title}
                </Text>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {t(`staffLessons.materials.kinds.${m.kind}`)} · {m.fileName} ·{' '}
                  {t('staffLessons.materials.size', { size: Math.max(1, Math.round(m.size / 1024)) })}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <ActionIcon
                  component="a"
                  href={m.url}
                  download={m.fileName}
                  variant="subtle"
                  size={44}
                  aria-label={t('staffLessons.materials.download', { name: m.fileName })}
                >
                  <IconDownload size={20} />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  size={44}
                  onClick={() => void drop(m.id)}
                  loading={remove.isPending && remove.variables === m.id}
                  aria-label={t('staffLessons.materials.delete', { name: m.fileName })}
                >
                  <IconTrash size={20} />
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('staffLessons.materials.kind')}
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as LessonMaterialKind)}
          data={LESSON_MATERIAL_KINDS.map((k) => ({
            value: k,
            label: t(`staffLessons.materials.kinds.${k}`),
          }))}
        />
        <TextInput
          label={t('staffLessons.materials.fileTitle')}
          value={title}
          maxLength={LESSON_MATERIAL_TITLE_MAX}
          onChange={(e) => setTitle(e.currentTarget.value)}
          style={{ flex: '1 1 180px' }}
        />
        <FileButton onChange={(f) => void upload(f)} accept={ACCEPT}>
          {(props) => (
            <Button
              {...props}
              mih={44}
              variant="light"
              leftSection={<IconUpload size={18} />}
              disabled={progress !== null}
              data-testid="staff-material-upload"
            >
              {t('staffLessons.materials.choose')}
            </Button>
          )}
        </FileButton>
      </Group>
      {progress !== null && (
        <Progress value={progress} aria-label={t('staffLessons.materials.uploading')} animated />
      )}
      {problem && (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      )}
    </Stack>
  );
}
