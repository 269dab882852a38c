import { lazy, Suspense } from 'react';
import { Loader } from '@mantine/core';
import { registerLessonChatPanel, type LessonChatSlotProps } from '../../lessons';

export type { LessonChatPanelProps } from './lesson-chat-panel';

/** The panel's code (socket client included) loads only when a live lesson shows it. */
const LazyPanel = lazy(() => import('./lesson-chat-panel').then((m) => ({ default: m.LessonChatPanel })));

export function LessonChat({ lessonId }: LessonChatSlotProps) {
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <LazyPanel lessonId={lessonId} />
    </Suspense>
  );
}

// The lesson page's chat slot shows this panel for live lessons (features/lessons LessonChatSlot).
registerLessonChatPanel(LessonChat);
