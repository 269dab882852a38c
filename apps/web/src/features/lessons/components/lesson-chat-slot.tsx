import type { ComponentType } from 'react';
import type { LessonState } from '@prepa/contracts';

/** What the lesson page tells a chat panel about the lesson it is placed on. */
export interface LessonChatSlotProps {
  lessonId: number;
  state: LessonState;
  role: 'student' | 'moderator';
}

let chatPanel: ComponentType<LessonChatSlotProps> | null = null;

/**
 * The chat helper registers its panel once (e.g. in its feature's index); the lesson page then renders
 * it beside the player of a live lesson. Unregistered, the slot renders nothing.
 */
export function registerLessonChatPanel(panel: ComponentType<LessonChatSlotProps> | null): void {
  chatPanel = panel;
}

/** The place on the lesson page where a chat panel appears (for live lessons). */
export function LessonChatSlot(props: LessonChatSlotProps) {
  const Panel = chatPanel;
  if (!Panel || props.state !== 'live') return null;
  return <Panel {...props} />;
}
