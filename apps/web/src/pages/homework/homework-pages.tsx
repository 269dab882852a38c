import { Stack } from '@mantine/core';
import { useModalAction } from '../../shared/lib/modal-action';
import { idFromPath } from '@prepa/contracts/constants';
import { Navigate, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth';
import {
  CuratorCheckView,
  CuratorQueue,
  HomeworkCompletedView,
  HomeworkList,
  HomeworkPrintView,
  HomeworkSolve,
  WorkOnBugsView,
} from '../../features/homework';
import { routePath } from '../../shared/config/routes';

/** A path id (digits in range) or null: anything else is NotFound. */
function useId(name: string): number | null {
  return idFromPath(useParams()[name]);
}
const notFound = <Navigate to={routePath('NotFound')} replace />;

export function HomeworkListPage() {
  useModalAction('HOMEWORK');
  return (
    <Stack maw={900}>
      <HomeworkList />
    </Stack>
  );
}

export function HomeworkPage() {
  const id = useId('homeworkId');
  if (id === null) return notFound;
  return (
    <Stack maw={900}>
      <HomeworkSolve key={id} homeworkId={id} />
    </Stack>
  );
}

export function HomeworkCompletedPage() {
  const id = useId('homeworkId');
  if (id === null) return notFound;
  return (
    <Stack maw={900}>
      <HomeworkCompletedView homeworkId={id} />
    </Stack>
  );
}

export function WorkOnBugsPage() {
  const id = useId('homeworkId');
  if (id === null) return notFound;
  return (
    <Stack maw={900}>
      <WorkOnBugsView homeworkId={id} />
    </Stack>
  );
}

export function HomeworkPrintPage() {
  const id = useId('submissionId');
  if (id === null) return notFound;
  return <HomeworkPrintView submissionId={id} />;
}

export function CuratorHomeworkQueuePage() {
  const user = useCurrentUser();
  return (
    <Stack maw={900}>
      <CuratorQueue head={user?.role === 'HEAD_CURATOR'} />
    </Stack>
  );
}

export function CuratorHomeworkCheckPage() {
  const id = useId('submissionId');
  if (id === null) return notFound;
  return (
    <Stack maw={900}>
      <CuratorCheckView key={id} submissionId={id} />
    </Stack>
  );
}
