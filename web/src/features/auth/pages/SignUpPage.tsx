import type { SignUpValues } from '@chantiers/schema';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { PlainButton, PlainLinkButton } from '../../../shared/plain/PlainButton';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainResult } from '../../../shared/plain/PlainResult';
import { PlainTextField as TextField } from '../../../shared/plain/PlainTextField';
import { AuthLayout } from '../components/AuthLayout';
import { ConfirmPasswordField } from '../components/ConfirmPasswordField';
import { ResendConfirmation } from '../components/ResendConfirmation';
import { SocialButtons } from '../components/SocialButtons';
import { SignUp } from '../operations';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/auth').then((m) => m.signUpSchema));

export default function SignUpPage() {
  const intl = useIntl();
  const [registered, setRegistered] = useState<string | null>(null);

  // The answer is the same whether the address is new or already registered (the owner gets a mail instead),
  // so the screen always shows the "check your mail" state.
  const onSubmit = async (values: SignUpValues) => {
    try {
      const { signUp } = await graphqlRequest(SignUp, { input: values });
      setRegistered(signUp.email);
      return undefined;
    } catch (err) {
      return formFailure(err);
    }
  };

  if (registered) {
    return (
      <AuthLayout>
        <PlainResult
          status="success"
          title={<FormattedMessage id="auth.signUp.doneTitle" />}
          subTitle={<FormattedMessage id="auth.signUp.doneBody" values={{ email: <strong>{registered}</strong> }} />}
          extra={
            <>
              <PlainLinkButton to="/sign-in">
                <FormattedMessage id="auth.backToSignIn" />
              </PlainLinkButton>
              <p className="auth-resend-hint">
                <FormattedMessage id="auth.verify.resendHint" />
              </p>
              <ResendConfirmation email={registered} />
            </>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage id="auth.signUp.title" />} subtitle={<FormattedMessage id="auth.signUp.subtitle" />}>
      <SocialButtons />
      <Form<SignUpValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.signUp.title' })}>
            <>
              {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <div className="auth-inline-row">
                <TextField name="firstName" autoComplete="given-name" label={<FormattedMessage id="auth.field.firstName" />} autoFocus />
                <TextField name="lastName" autoComplete="family-name" label={<FormattedMessage id="auth.field.lastName" />} />
              </div>
              <TextField name="companyName" autoComplete="organization" label={<FormattedMessage id="auth.field.companyName" />} />
              <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="auth.field.email" />} />
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={<FormattedMessage id="auth.field.password" />}
                note={<FormattedMessage id="auth.signUp.passwordHint" />}
              />
              <ConfirmPasswordField />
              <PlainButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
                <FormattedMessage id="auth.signUp.submit" />
              </PlainButton>
              <p className="auth-links">
                <span>
                  <FormattedMessage id="auth.signUp.haveAccount" />{' '}
                  <Link to="/sign-in">
                    <FormattedMessage id="auth.signUp.signIn" />
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
