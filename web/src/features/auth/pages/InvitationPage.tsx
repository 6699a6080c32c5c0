import { PasswordLinkPage } from './ResetPasswordPage';

/** `/invitation?token=…`: the invited person chooses a password and the account becomes active. */
export default function InvitationPage() {
  return <PasswordLinkPage mode="invite" />;
}
