import type { z } from 'zod';
import type { feedbackSchema } from '@prepa/contracts';
import type { Db } from '../../db/client.js';
import { studentFeedback } from '../../db/schema/index.js';
import type { Clock } from '../calendar/index.js';

/** Feedback (spec 1 §3, §4): a score 1..5, reasons and a comment, kept for the school to read. */
export function createFeedbackService(db: Db, clock: Clock) {
  return {
    async send(userId: number, input: z.output<typeof feedbackSchema>): Promise<number> {
      const [row] = await db
        .insert(studentFeedback)
        .values({
          userId,
          score: input.score,
          text: input.text,
          reasons: input.selectedReasons,
          createdAt: clock(),
        })
        .returning({ id: studentFeedback.id });
      if (!row) throw new Error('feedback not stored');
      return row.id;
    },
  };
}

export type FeedbackService = ReturnType<typeof createFeedbackService>;
