import { FormattedMessage } from 'react-intl';
import { PlainTextField } from '../../../shared/plain/PlainTextField';

/** The new password typed again (sign-up, reset): the shared schemas check that both match. */
export function ConfirmPasswordField() {
  return (
    <PlainTextField name="confirmPassword" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.field.confirmPassword" />} />
  );
}
