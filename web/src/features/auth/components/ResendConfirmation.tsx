import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { ResendEmailVerification } from '../operations';

/**
 * « Renvoyer l'e-mail de confirmation », for an account waiting for its link (the sign-up's last screen, a sign-in
 * refused as not confirmed): asks the server for a new one and says its answer, the same whether or not it sent one.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const intl = useIntl();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const resend = async () => {
    setSending(true);
    try {
      const { resendEmailVerification } = await graphqlRequest(ResendEmailVerification, { input: { email } });
      setAnswer({ type: 'success', text: say(resendEmailVerification.messageId, intl) });
    } catch (err) {
      const error = toApiError(err);
      setAnswer({ type: 'error', text: say(Object.values(error.fields ?? {})[0] ?? error.messageId ?? error.message, intl) });
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="auth-resend">
      <PlainButton onClick={resend} loading={sending} disabled={!email}>
        <FormattedMessage id="auth.verify.resend" />
      </PlainButton>
      {answer ? <PlainNotice type={answer.type} title={answer.text} role="status" style={{ marginTop: 12 }} /> : null}
    </div>
  );
}
