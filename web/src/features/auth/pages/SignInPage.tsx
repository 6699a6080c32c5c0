import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import type { SignInValues } from '@chantiers/schema';
import { useEffect, useRef } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { type StoredUser, writeSession } from '../../../shared/session/storage';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { notifyMessage, toApiError } from '../../../shared/errors/notify';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainIcon } from '../../../shared/plain/PlainIcon';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainTextField } from '../../../shared/plain/PlainTextField';
import { useAfterSignIn } from '../after-sign-in';
import { AuthLayout } from '../components/AuthLayout';
import { ResendConfirmation } from '../components/ResendConfirmation';
import { SocialButtons } from '../components/SocialButtons';
import { ExchangeOAuthCode, SignIn } from '../operations';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/auth').then((m) => m.signInSchema));

interface LocationState {
  notice?: string;
  from?: string;
}

/** What `?oauth_error=` may say (api: oauth.service.ts); anything else reads as the provider's failure. */
const OAUTH_ERRORS = ['cancelled', 'state', 'unverified', 'email', 'disabled', 'provider', 'rate_limited'];

export default function SignInPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as LocationState;
  // The private area preloads while the user types: it is where a successful sign-in goes next.
  const { isPrivatePath, preloadPrivateArea } = useAfterSignIn();

  const signedIn = (session: { accessToken: string; refreshToken: string; user: { type: string } }) => {
    writeSession(session.accessToken, session.refreshToken, session.user as StoredUser);
    // A partner goes to their own space: a company path kept from before sign-in would only show them a 401.
    const partner = session.user.type === 'PARTNER';
    // A company user who signed in from a partner's public page goes back to it (to contact them).
    const from = state.from ?? '';
    const back =
      (isPrivatePath(from) && (!partner || from.includes('-partenaire'))) || (!partner && /^\/partenaires\/[\w-]+$/.test(from)) ? from : null;
    navigate(back ?? (partner ? '/dashboard-partenaire' : '/dashboard'), { replace: true });
  };

  // Back from a social sign-in: a one-time code to exchange for the session, or the reason it failed.
  const handled = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const code = params.get('oauth_code');
    const error = params.get('oauth_error');
    if (handled.current || (!code && !error)) return;
    handled.current = true;
    // The code is single use: the address loses it at once (history, a reload).
    navigate('/sign-in', { replace: true, state: location.state });
    if (error) {
      notifyMessage(say('auth.oauth.errorTitle', intl), say(`auth.oauth.error.${OAUTH_ERRORS.includes(error) ? error : 'provider'}`, intl));
      return;
    }
    graphqlRequest(ExchangeOAuthCode, { code }).then(
      ({ exchangeOAuthCode }) => signedIn(exchangeOAuthCode),
      (err: unknown) => {
        const apiError = toApiError(err);
        notifyMessage(say('auth.oauth.errorTitle', intl), say(apiError.messageId ?? apiError.message, intl));
      },
    );
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onSubmit = async (values: SignInValues) => {
    try {
      const { signIn } = await graphqlRequest(SignIn, { input: values });
      signedIn(signIn);
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'UNAUTHENTICATED') notifyMessage(say('auth.signIn.failedTitle', intl), say(error.messageId ?? error.message, intl));
      return formFailure(error, ['UNAUTHENTICATED', 'FORBIDDEN', 'RATE_LIMITED']);
    }
  };

  return (
    <AuthLayout title={<FormattedMessage id="auth.signIn.title" />} subtitle={<FormattedMessage id="auth.signIn.subtitle" />}>
      {state.notice ? (
        <PlainNotice className="auth-notice" type="warning" title={say(state.notice, intl)} style={{ marginBottom: 20 }} role="alert" />
      ) : null}
      <SocialButtons />
      <Form<SignInValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.signIn.title' })}>
            <>
              {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              {/* Not confirmed yet: the link again, to the address just typed. */}
              {submitError === 'auth.signIn.pending' ? <ResendConfirmation email={values.email ?? ''} /> : null}
              <PlainTextField
                name="email"
                type="email"
                autoComplete="username"
                prefix={<PlainIcon icon={MailOutlined} />}
                label={<FormattedMessage id="auth.field.email" />}
                autoFocus
              />
              <PlainTextField
                name="password"
                type="password"
                autoComplete="current-password"
                prefix={<PlainIcon icon={LockOutlined} />}
                label={<FormattedMessage id="auth.field.password" />}
              />
              <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
                <Link to="/forget-password">
                  <FormattedMessage id="auth.signIn.forgot" />
                </Link>
              </div>
              <PlainButton
                variant="primary"
                htmlType="submit"
                size="large"
                block
                loading={submitting}
                onPointerEnter={preloadPrivateArea}
                onFocus={preloadPrivateArea}
              >
                <FormattedMessage id="auth.signIn.submit" />
              </PlainButton>
              <p className="auth-links">
                <span>
                  <FormattedMessage id="auth.signIn.noAccount" />{' '}
                  <Link to="/sign-up">
                    <FormattedMessage id="auth.signIn.createAccount" />
                  </Link>
                </span>
              </p>
            </>
          </form>
        )}
      />
    </AuthLayout>
  );
}
