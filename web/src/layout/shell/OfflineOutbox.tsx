import { lazy, Suspense } from 'react';
import { outboxOf, useOutbox } from '../../app/offline/outbox-store';

// Shown only while changes made without a network wait on the phone.
const OutboxButton = lazy(() => import('./outbox/OutboxButton'));

/** The header's count of the user's changes kept on the phone, nothing when there are none. */
export function OfflineOutbox({ userId }: { userId: string }) {
  const kept = useOutbox().filter((c) => c.userId === userId);
  if (!kept.length) return null;
  return (
    <Suspense fallback={null}>
      <OutboxButton count={kept.length} refused={kept.some((c) => c.refused)} />
    </Suspense>
  );
}

/** Signing out with changes not sent yet asks first (the confirm's code loads only then): true to sign out. */
export async function mayLeaveChanges(userId: string): Promise<boolean> {
  const waiting = outboxOf(userId).length;
  return !waiting || (await import('./outbox/confirm-sign-out')).confirmSignOutWith(waiting);
}
