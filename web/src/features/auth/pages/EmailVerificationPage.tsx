import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { PlainLinkButton } from '../../../shared/plain/PlainButton';
import { PlainResult } from '../../../shared/plain/PlainResult';
import { AuthLayout } from '../components/AuthLayout';
import { type StoredUser, writeSession } from '../../../shared/session/storage';
import { notifySuccess } from '../../../shared/errors/notify';
import { ConfirmEmailAndSignIn } from '../operations';

type Outcome = { status: 'expired' | 'invalid' | 'error'; messageId: string };

/**
 * SPEC §4 activation outcomes: invalid link, expired link (use 'forgot password'), or success, which here also signs
 * the user in (the link proved the address) and takes them to their home.
 */
export default function EmailVerificationPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // The token is single-use: StrictMode's second effect run must not spend it again.
    if (started.current) return;
    started.current = true;
    if (!token) {
      setOutcome({ status: 'invalid', messageId: 'auth.verify.invalid' });
      return;
    }
    graphqlRequest(ConfirmEmailAndSignIn, { token })
      .then(({ confirmEmailAndSignIn: session }) => {
        writeSession(session.accessToken, session.refreshToken, session.user as StoredUser);
        notifySuccess(say('auth.verify.signedIn', intl));
        navigate(session.user.type === 'PARTNER' ? '/dashboard-partenaire' : '/dashboard', { replace: true });
      })
      .catch((err: unknown) => {
        const error = toApiError(err);
        // A disabled account: its address is confirmed, the sign-in page says the rest.
        if (error.code === 'FORBIDDEN') setOutcome({ status: 'invalid', messageId: error.messageId ?? 'auth.signIn.disabled' });
        else if (error.code === 'GONE') setOutcome({ status: 'expired', messageId: error.messageId ?? 'auth.verify.expired' });
        else if (error.code === 'BAD_USER_INPUT') setOutcome({ status: 'invalid', messageId: error.messageId ?? 'auth.verify.invalid' });
        else setOutcome({ status: 'error', messageId: error.status === 0 ? 'error.network.message' : 'error.technical.message' });
      });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!outcome) {
    return (
      <AuthLayout title={<FormattedMessage id="auth.verify.title" />}>
        <div style={{ textAlign: 'center', padding: 32 }} role="status">
          <span className="page-spinner" style={{ display: 'inline-block' }} aria-hidden="true" />
          <p style={{ marginTop: 16 }}>
            <FormattedMessage id="auth.verify.loading" />
          </p>
        </div>
      </AuthLayout>
    );
  }
  const toForgot = outcome.status === 'expired';
  return (
    <AuthLayout>
      <PlainResult
        status={outcome.status === 'expired' ? 'warning' : 'error'}
        title={<FormattedMessage id="auth.verify.title" />}
        subTitle={say(outcome.messageId, intl)}
        extra={
          <PlainLinkButton to={toForgot ? '/forget-password' : '/sign-in'}>
            <FormattedMessage id={toForgot ? 'auth.verify.forgot' : 'auth.signUp.signIn'} />
          </PlainLinkButton>
        }
      />
    </AuthLayout>
  );
}
