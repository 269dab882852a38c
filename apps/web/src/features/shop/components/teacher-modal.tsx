import { Avatar, Badge, Group, Modal, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOpenedAfterMount } from '../../../shared/lib/use-first-use';
import { useTeacher } from '../api/get-teacher';
import { ownImage } from '../model/images';

/**
 * Teacher preview (spec 2 §2): full name, avatar, description, stats, presentation video, class types.
 * The guest landing loads it on first use (`loadTeacherModal`), so it may mount with a teacher chosen:
 * it opens after mounting (`useOpenedAfterMount`), to give the focus back to the card that opened it.
 */
export function TeacherModal({ teacherId, onClose }: { teacherId: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { data, isPending } = useTeacher(teacherId);
  const opened = useOpenedAfterMount(teacherId !== null);
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('common.close') }}
      opened={opened}
      onClose={onClose}
      title={data?.fullName ?? t('shop.teacher')}
      size="lg"
    >
      {isPending || !data ? (
        <Stack>
          <Skeleton h={64} w={64} circle />
          <Skeleton h={80} />
        </Stack>
      ) : (
        <Stack data-testid="teacher-modal">
          <Group wrap="nowrap">
            <Avatar
              src={ownImage(data.avatar, null)}
              alt={t('shopImages.teacherAvatar', { name: data.fullName })}
              size={64}
              radius="xl"
            />
            <Title order={3} size="h4">
              {data.fullName}
            </Title>
          </Group>
          <Text>{data.description}</Text>
          {data.stats.length > 0 && (
            <>
              <Title order={4} size="h5">
                {t('shop.teacherStats')}
              </Title>
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                {data.stats.map((s) => (
                  <div key={s.description}>
                    <Text fw={700} size="lg">
                      {s.value}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {s.description}
                    </Text>
                  </div>
                ))}
              </SimpleGrid>
            </>
          )}
          {data.classTypes.length > 0 && (
            <Group gap="xs" aria-label={t('shop.teacherSubjects')}>
              {data.classTypes.map((c) => (
                <Badge key={c.id} color={c.color.base} variant="dot" tt="none">
                  {c.title}
                </Badge>
              ))}
            </Group>
          )}
          {ownImage(data.presentationVideo, null) && (
            <video
              src={ownImage(data.presentationVideo, null) ?? undefined}
              controls
              width="100%"
              aria-label={t('shop.teacherVideo')}
            >
              <track kind="captions" />
            </video>
          )}
        </Stack>
      )}
    </Modal>
  );
}
