import { currentIntl, say } from '../../../shared/intl/current-intl';

/**
 * Signing out with changes not sent yet: they stay on this phone and leave at the account's next sign-in here, and the
 * person is told so before choosing (antd's confirm loads only then). Resolves true to sign out.
 */
export async function confirmSignOutWith(waiting: number): Promise<boolean> {
  if (!waiting) return true;
  const { default: Modal } = await import('antd/es/modal');
  return new Promise((resolve) =>
    Modal.confirm({
      title: currentIntl().formatMessage({ id: 'outbox.signOut.title' }, { count: waiting }),
      content: say('outbox.signOut.body'),
      okText: say('outbox.signOut.ok'),
      cancelText: say('outbox.signOut.stay'),
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    }),
  );
}
