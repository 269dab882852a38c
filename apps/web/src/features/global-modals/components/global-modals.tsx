import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { FiredModalAction } from '../../../shared/lib/modal-action';
import { studentModalsQueryOptions } from '../api/student-modals';
import { useModalQueue } from '../model/queue-store';
import { cornerModals, fullModals } from '../model/sequence';
import { CornerPolls } from './corner-polls';
import { ModalSequence } from './modal-sequence';

/**
 * The global modal queue on screen (spec 1 §4): the fired actions one at a time, each action's FULL
 * modals in sequence, then its corner polls. Rendered by the student start-up only where start-up
 * modals may show and while none is open; `fallback` (the onboarding hints) shows while no global
 * modal is open, and `onOpenChange` tells the start-up queue one is.
 */
export function GlobalModals({
  fallback,
  onOpenChange,
}: {
  fallback?: ReactNode;
  onOpenChange?: (open: boolean) => void;
}) {
  const current = useModalQueue((s) => s.current);
  const waiting = useModalQueue((s) => s.queue.length);
  const advance = useModalQueue((s) => s.advance);
  const fire = useModalQueue((s) => s.fire);
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  // LESSON_DONE and HOMEWORK_DONE are recorded by the server; the server answers them only while unseen.
  useEffect(() => {
    fire({ action: 'LESSON_DONE' });
    fire({ action: 'HOMEWORK_DONE' });
  }, [pathname, fire]);
  useEffect(() => {
    if (!current) advance();
  }, [current, waiting, advance]);
  // Only our own changes are told: on mount the hints (the fallback) speak for themselves.
  const told = useRef(false);
  useEffect(() => {
    if (!open && !told.current) return;
    told.current = open;
    onOpenChange?.(open);
  }, [open, onOpenChange]);

  return (
    <>
      {current && (
        <ActionModals
          key={`${current.action}:${current.itemId ?? ''}`}
          fired={current}
          onOpenChange={setOpen}
        />
      )}
      {!open && fallback}
    </>
  );
}

function ActionModals({
  fired,
  onOpenChange,
}: {
  fired: FiredModalAction;
  onOpenChange: (open: boolean) => void;
}) {
  const queryClient = useQueryClient();
  const finish = useModalQueue((s) => s.finish);
  const options = studentModalsQueryOptions(fired);
  const { data, isError } = useQuery(options);
  const [phase, setPhase] = useState<'full' | 'corner'>('full');
  const full = data ? fullModals(data.modals) : [];
  const corner = data ? cornerModals(data.modals) : [];
  const showing = phase === 'full' && full.length > 0 ? 'full' : corner.length > 0 ? 'corner' : null;
  const finished = useRef(false);
  const done = () => {
    if (finished.current) return;
    finished.current = true;
    // After the last one the action's modals leave the cache: the next firing asks the server again.
    queryClient.removeQueries({ queryKey: options.queryKey });
    onOpenChange(false);
    finish();
  };
  const settled = isError || (data !== undefined && showing === null);
  useEffect(() => {
    if (isError) console.error('Global modals could not be loaded', fired.action);
    if (settled) done();
    else if (showing) onOpenChange(true);
  });

  if (showing === 'full') return <ModalSequence modals={full} onDone={() => setPhase('corner')} />;
  if (showing === 'corner') return <CornerPolls modals={corner} onDone={done} />;
  return null;
}
