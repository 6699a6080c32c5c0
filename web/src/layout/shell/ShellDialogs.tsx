import { lazy, Suspense } from 'react';

// Each loads when first opened: most visits open none.
const ThemePanel = lazy(() => import('../theme/ThemePanel'));
const ProfileModal = lazy(() => import('../../features/account/ProfileModal'));
const PasswordModal = lazy(() => import('../../features/account/PasswordModal'));

export type ShellDialog = 'theme' | 'profile' | 'password' | null;

/** The dialogs the header opens: the theme panel, the profile and the password. */
export function ShellDialogs({ dialog, onClose }: { dialog: ShellDialog; onClose(): void }) {
  return (
    <Suspense fallback={null}>
      {dialog === 'theme' ? <ThemePanel open onClose={onClose} /> : null}
      {dialog === 'profile' ? <ProfileModal open onClose={onClose} /> : null}
      {dialog === 'password' ? <PasswordModal open onClose={onClose} /> : null}
    </Suspense>
  );
}
