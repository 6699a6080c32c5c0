import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import { type ForgotPasswordValues, UI_TIMINGS } from '@chantiers/schema';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainIcon } from '../../../shared/plain/PlainIcon';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainTextField as TextField } from '../../../shared/plain/PlainTextField';
import { AuthLayout } from '../components/AuthLayout';
import { RequestPasswordReset } from '../operations';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/auth').then((m) => m.forgotPasswordSchema));

/** SPEC §2: on success a notice is shown and the user goes back to sign-in after 5 seconds. */
export default function ForgotPasswordPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const [sent, setSent] = useState<string | null>(null);
  const [seconds, setSeconds] = useState(UI_TIMINGS.forgotPasswordRedirectMs / 1000);

  useEffect(() => {
    if (!sent) return undefined;
    const tick = setInterval(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    const go = setTimeout(() => navigate('/sign-in'), UI_TIMINGS.forgotPasswordRedirectMs);
    return () => {
      clearInterval(tick);
      clearTimeout(go);
    };
  }, [sent, navigate]);

  const onSubmit = async (values: ForgotPasswordValues) => {
    try {
      const { requestPasswordReset } = await graphqlRequest(RequestPasswordReset, { input: values });
      setSent(requestPasswordReset.messageId);
      return undefined;
    } catch (err) {
      return formFailure(err);
    }
  };

  return (
    <AuthLayout title={<FormattedMessage id="auth.forgot.title" />} subtitle={<FormattedMessage id="auth.forgot.subtitle" />}>
      {sent ? (
        <PlainNotice
          type="success"
          role="status"
          title={say(sent, intl)}
          description={<FormattedMessage id="auth.forgot.redirect" values={{ seconds }} />}
          style={{ marginBottom: 16 }}
        />
      ) : (
        <Form<ForgotPasswordValues>
          onSubmit={onSubmit}
          validate={validate}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.forgot.title' })}>
              <>
                {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
                <TextField
                  name="email"
                  type="email"
                  autoComplete="email"
                  prefix={<PlainIcon icon={MailOutlined} />}
                  label={<FormattedMessage id="auth.field.email" />}
                  autoFocus
                />
                <PlainButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
                  <FormattedMessage id="auth.forgot.submit" />
                </PlainButton>
              </>
            </form>
          )}
        />
      )}
      <p className="auth-links">
        <Link to="/sign-in">
          <FormattedMessage id="auth.backToSignIn" />
        </Link>
      </p>
    </AuthLayout>
  );
}
