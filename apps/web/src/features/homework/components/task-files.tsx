import { ActionIcon, Anchor, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconDownload, IconPaperclip, IconX } from '@tabler/icons-react';
import {
  HOMEWORK_FILE_ACCEPT,
  HOMEWORK_FILE_MAX_BYTES,
  HOMEWORK_FILES_PER_TASK,
  type HomeworkFile,
} from '@prepa/contracts';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { useHomeworkFiles } from '../api/homework';

const MB = Math.round(HOMEWORK_FILE_MAX_BYTES / (1024 * 1024));

/** "12 KB" / "3.4 MB" in the current language. */
function useSize() {
  const { t, i18n } = useTranslation();
  return (bytes: number) =>
    bytes < 1024 * 1024
      ? t('homework.attachments.kb', { size: Math.max(1, Math.round(bytes / 1024)) })
      : t('homework.attachments.mb', {
          size: (bytes / (1024 * 1024)).toLocaleString(i18n.language, { maximumFractionDigits: 1 }),
        });
}

/** One attached file: its download link and its size. */
function FileLink({ file }: { file: HomeworkFile }) {
  const { t } = useTranslation();
  const size = useSize();
  return (
    <>
      <Anchor
        href={file.url}
        download={file.name}
        size="sm"
        aria-label={t('homework.attachments.download', { name: file.name })}
        style={{ overflowWrap: 'anywhere' }}
      >
        {file.name}
      </Anchor>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {size(file.size)}
      </Text>
    </>
  );
}

/** The files of a long answer as download links (completed view, curator's check). */
export function FileLinks({ files }: { files: HomeworkFile[] }) {
  if (files.length === 0) return null;
  return (
    <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }} data-testid="file-links">
      {files.map((f) => (
        <Group component="li" key={f.id} gap="xs" wrap="nowrap">
          <IconDownload size={16} aria-hidden />
          <FileLink file={f} />
        </Group>
      ))}
    </Stack>
  );
}

interface Upload {
  key: number;
  name: string;
  size: number;
  progress: number;
  error: string | null;
}

let nextKey = 1;

/**
 * The files of a long-answer task while it is solved: a picker (a button, also a drop zone), each file
 * with its size and a remove button while editable, a progress bar while uploading and the server's
 * error text when refused.
 */
export function TaskFiles({
  homeworkId,
  taskId,
  files,
  editable,
}: {
  homeworkId: number;
  taskId: number;
  files: HomeworkFile[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const size = useSize();
  const input = useRef<HTMLInputElement>(null);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const { upload, remove } = useHomeworkFiles(homeworkId, taskId);

  const patch = (key: number, p: Partial<Upload>) =>
    setUploads((list) => list.map((u) => (u.key === key ? { ...u, ...p } : u)));
  const errorText = (e: unknown, fallback: string) =>
    isApiError(e) && e.errors[0]?.detail ? e.errors[0].detail : fallback;

  const start = (picked: File[]) => {
    let room = HOMEWORK_FILES_PER_TASK - files.length - uploads.filter((u) => !u.error).length;
    for (const file of picked) {
      const key = nextKey++;
      const local =
        file.size > HOMEWORK_FILE_MAX_BYTES
          ? t('homework.attachments.tooBig', { mb: MB })
          : room <= 0
            ? t('homework.attachments.tooMany', { n: HOMEWORK_FILES_PER_TASK })
            : null;
      setUploads((list) => [...list, { key, name: file.name, size: file.size, progress: 0, error: local }]);
      if (local) continue;
      room -= 1;
      upload(file, (progress) => patch(key, { progress }))
        .then(() => setUploads((list) => list.filter((u) => u.key !== key)))
        .catch((e: unknown) => patch(key, { error: errorText(e, t('homework.attachments.failed')) }));
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (editable) start([...e.dataTransfer.files]);
  };

  return (
    <Stack gap="xs" data-testid={`task-files-${taskId}`}>
      <Text size="sm" fw={500}>
        {t('homework.attachments.title')}
      </Text>
      {files.length === 0 && uploads.length === 0 && !editable && (
        <Text size="sm" c="dimmed">
          {t('homework.attachments.none')}
        </Text>
      )}
      {(files.length > 0 || uploads.length > 0) && (
        <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {files.map((f) => (
            <Group component="li" key={f.id} gap="xs" wrap="nowrap" data-testid="task-file">
              <FileLink file={f} />
              {editable && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  ml="auto"
                  aria-label={t('homework.attachments.remove', { name: f.name })}
                  loading={remove.isPending && remove.variables === f.id}
                  onClick={() => {
                    setRemoveError(null);
                    remove.mutate(f.id, {
                      onError: (e) => setRemoveError(errorText(e, t('homework.attachments.removeFailed'))),
                    });
                  }}
                >
                  <IconX size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {uploads.map((u) => (
            <Stack component="li" key={u.key} gap={4} data-testid="task-file-upload">
              <Group gap="xs" wrap="nowrap">
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {u.name}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {size(u.size)}
                </Text>
                {u.error && (
                  <ActionIcon
                    variant="subtle"
                    ml="auto"
                    aria-label={t('homework.attachments.dismiss')}
                    onClick={() => setUploads((list) => list.filter((x) => x.key !== u.key))}
                  >
                    <IconX size={16} />
                  </ActionIcon>
                )}
              </Group>
              {u.error ? (
                <Text size="sm" c="red.8" role="alert">
                  {u.error}
                </Text>
              ) : (
                <Progress
                  value={u.progress}
                  size="sm"
                  aria-label={t('homework.attachments.uploading', { name: u.name })}
                />
              )}
            </Stack>
          ))}
        </Stack>
      )}
      {removeError && (
        <Text size="sm" c="red.8" role="alert">
          {removeError}
        </Text>
      )}
      {editable && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          style={{ borderStyle: 'dashed' }}
          bg={dragging ? 'var(--mantine-color-blue-light)' : undefined}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Group gap="sm" wrap="wrap">
            <input
              ref={input}
              type="file"
              hidden
              multiple
              accept={HOMEWORK_FILE_ACCEPT}
              data-testid={`file-input-${taskId}`}
              onChange={(e) => {
                start([...(e.currentTarget.files ?? [])]);
                e.currentTarget.value = '';
              }}
            />
            <Button
              variant="light"
              leftSection={<IconPaperclip size={16} />}
              disabled={files.length >= HOMEWORK_FILES_PER_TASK}
              onClick={() => input.current?.click()}
            >
              {t('homework.attachments.pick')}
            </Button>
            <Text size="sm" c="dimmed">
              {t('homework.attachments.drop')}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" mt={6}>
            {t('homework.attachments.hint', { mb: MB, n: HOMEWORK_FILES_PER_TASK })}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
