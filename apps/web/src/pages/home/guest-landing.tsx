import {
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconCertificate, IconDeviceLaptop, IconListSearch } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CoursePreviewCard,
  ownImage,
  loadTeacherModal,
  registerShopTranslations,
  teachersOf,
  useClassTypes,
  useProducts,
} from '../../features/shop';
import { routePath } from '../../shared/config/routes';
import { lazyExport } from '../../shared/lib/chunk-reload';
import { useFirstOpen } from '../../shared/lib/use-first-use';
import './landing-i18n';

/** The teacher dialog (Modal, its focus trap and scroll lock) loads when a teacher is first opened. */
const TeacherModal = lazyExport(loadTeacherModal, (m) => m.TeacherModal);

registerShopTranslations();

const COURSES_SHOWN = 6;
/** ОГЭ is sat in the 9th grade, ЕГЭ in the 11th (prepared from the 10th). */
const EXAM_YEAR = { oge: 9, ege: 11 } as const;
type Exam = keyof typeof EXAM_YEAR;

function Subjects({ classYear }: { classYear: number }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useClassTypes(classYear);
  if (isPending) return <Skeleton h={28} role="status" aria-label={t('landing.loading')} />;
  if (isError) return null;
  return (
    <Group gap={6} aria-label={t('landing.subjects')} role="list">
      {data.map((s) => (
        <Badge key={s.id} variant="light" size="lg" role="listitem" tt="none">
          {s.title}
        </Badge>
      ))}
    </Group>
  );
}

function Exams() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="landing-exams">
      <Title order={2} id="landing-exams">
        {t('landing.examsTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {(['oge', 'ege'] as const).map((exam) => (
          <Card key={exam} withBorder radius="md" data-testid={`landing-exam-${exam}`}>
            <Stack gap="xs">
              <Group gap="xs">
                <Title order={3}>{t(`landing.${exam}`)}</Title>
                <Badge variant="filled">{t(`landing.${exam}For`)}</Badge>
              </Group>
              <Text>{t(`landing.${exam}Text`)}</Text>
              <Text fw={600} size="sm">
                {t('landing.subjects')}
              </Text>
              <Subjects classYear={EXAM_YEAR[exam]} />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function HowItWorks() {
  const { t } = useTranslation();
  const steps = [
    { key: 'choose', icon: <IconListSearch size={22} /> },
    { key: 'study', icon: <IconDeviceLaptop size={22} /> },
    { key: 'pass', icon: <IconCertificate size={22} /> },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="landing-how">
      <Title order={2} id="landing-how">
        {t('landing.howTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {steps.map((s) => (
          <Group key={s.key} align="flex-start" wrap="nowrap" gap="sm">
            <ThemeIcon size={40} radius="xl" variant="light" aria-hidden>
              {s.icon}
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700}>{t(`landing.how.${s.key}`)}</Text>
              <Text size="sm">{t(`landing.how.${s.key}Text`)}</Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function Courses() {
  const { t } = useTranslation();
  const [exam, setExam] = useState<Exam>('ege');
  const { data, isPending, isError } = useProducts({
    sysCourseTypeCode: 'MASTER_GROUP',
    classYear: EXAM_YEAR[exam],
    limit: 40,
    offset: 0,
  });
  // One card per subject: the monthly rate reads as "from … a month".
  const shown = (data?.results ?? [])
    .filter((p) => p.ratePlan.sysRatePlanName === 'MONTHLY')
    .slice(0, COURSES_SHOWN);
  return (
    <Stack gap="sm" component="section" aria-labelledby="landing-courses" data-testid="landing-courses">
      <Group justify="space-between" align="flex-end">
        <Title order={2} id="landing-courses">
          {t('landing.coursesTitle')}
        </Title>
        <SegmentedControl
          aria-label={t('landing.coursesFor')}
          value={exam}
          onChange={(v) => setExam(v as Exam)}
          data={[
            { value: 'ege', label: `${t('landing.ege')} · ${t('landing.egeFor')}` },
            { value: 'oge', label: `${t('landing.oge')} · ${t('landing.ogeFor')}` },
          ]}
        />
      </Group>
      {isError ? (
        <Text c="red">{t('landing.loadFailed')}</Text>
      ) : isPending ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy="true">
          {[1, 2, 3].map((n) => (
            <Skeleton key={n} h={300} radius="md" />
          ))}
        </SimpleGrid>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {shown.map((p) => (
            <CoursePreviewCard key={p.id} product={p} />
          ))}
        </SimpleGrid>
      )}
      <Button component={Link} to={routePath('CatalogStart')} variant="light" mih={44} w="fit-content">
        {t('landing.allCourses')}
      </Button>
    </Stack>
  );
}

function Teachers() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const dialog = useFirstOpen(open !== null, loadTeacherModal);
  const { data, isPending, isError } = useProducts({
    sysCourseTypeCode: 'MASTER_GROUP',
    limit: 100,
    offset: 0,
  });
  if (isError) return null;
  const teachers = teachersOf(data?.results ?? []);
  return (
    <Stack gap="sm" component="section" aria-labelledby="landing-teachers" data-testid="landing-teachers">
      <Title order={2} id="landing-teachers">
        {t('landing.teachersTitle')}
      </Title>
      {isPending ? (
        <Skeleton h={120} radius="md" aria-busy="true" />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {teachers.map((teacher) => (
            <UnstyledButton
              key={teacher.id}
              {...dialog.opener}
              onClick={() => setOpen(teacher.id)}
              data-testid="landing-teacher"
              aria-label={`${teacher.fullName}. ${t('landing.teacherMore')}`}
            >
              <Card withBorder radius="md" h="100%">
                <Group wrap="nowrap" align="flex-start">
                  <Avatar
                    src={ownImage(teacher.avatar, null)}
                    alt={t('shopImages.teacherAvatar', { name: teacher.fullName })}
                    size={56}
                    radius="xl"
                  />
                  <Stack gap={2}>
                    <Text fw={700}>{teacher.fullName}</Text>
                    <Text size="sm" c="dimmed">
                      {teacher.subjects.join(', ')}
                    </Text>
                  </Stack>
                </Group>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      {dialog.asked && (
        <Suspense fallback={null}>
          <TeacherModal teacherId={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Stack>
  );
}

/** Home for a guest: what the school teaches and for which exams, courses with prices, teachers. */
export function GuestLanding() {
  const { t } = useTranslation();
  return (
    <Stack gap={40} data-testid="home-page" py="md">
      <Stack
        gap="md"
        component="section"
        aria-labelledby="landing-title"
        maw={760}
        data-testid="landing-hero"
      >
        <Title order={1} id="landing-title" fz={{ base: 28, sm: 40 }}>
          {t('landing.title')}
        </Title>
        <Text size="lg">{t('landing.lead')}</Text>
        <Group gap="sm">
          <Button
            component={Link}
            to={routePath('CatalogStart')}
            size="md"
            w={{ base: '100%', xs: 'auto' }}
            data-testid="landing-to-catalog"
          >
            {t('landing.toCatalog')}
          </Button>
          <Button
            component={Link}
            to={routePath('Authorization')}
            size="md"
            variant="default"
            w={{ base: '100%', xs: 'auto' }}
          >
            {t('landing.toLogin')}
          </Button>
        </Group>
      </Stack>
      <Exams />
      <Courses />
      <Teachers />
      <HowItWorks />
    </Stack>
  );
}
