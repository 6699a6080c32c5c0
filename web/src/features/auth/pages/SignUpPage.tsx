import type { SignUpValues } from '@chantiers/schema';
import { Button, Result } from 'antd';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { say } from '../../../app/intl';
import { SignUpDocument } from '../../../gql/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { notifyError, toApiError } from '../../../shared/errors/notify';
import { TextField } from '../../../shared/form/TextField';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { submissionErrors } from '../../../shared/form/submission-errors';
import { Notice, usePrefetchNotice } from '../../../shared/components/Notice';
import { LinkButton } from '../../../shared/components/LinkButton';
import { AuthLayout } from '../components/AuthLayout';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/auth').then((m) => m.signUpSchema));

export default function SignUpPage() {
  const intl = useIntl();
  usePrefetchNotice();
  const [registered, setRegistered] = useState<string | null>(null);

  // The answer is the same whether the address is new or already registered (the owner gets a mail instead),
  // so the screen always shows the "check your mail" state.
  const onSubmit = async (values: SignUpValues) => {
    try {
      const { signUp } = await graphqlRequest(SignUpDocument, { input: values });
      setRegistered(signUp.email);
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'BAD_USER_INPUT') return submissionErrors(error);
      if (error.code === 'RATE_LIMITED') return { [FORM_ERROR]: error.messageId ?? error.message };
      notifyError(error);
      return undefined;
    }
  };

  if (registered) {
    return (
      <AuthLayout>
        <Result
          status="success"
          title={<FormattedMessage id="auth.signUp.doneTitle" />}
          subTitle={<FormattedMessage id="auth.signUp.doneBody" values={{ email: <strong>{registered}</strong> }} />}
          extra={
            <LinkButton to="/sign-in"><FormattedMessage id="auth.backToSignIn" /></LinkButton>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage id="auth.signUp.title" />} subtitle={<FormattedMessage id="auth.signUp.subtitle" />}>
      <Form<SignUpValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.signUp.title' })}>
            <>
              {submitError ? <Notice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <div className="auth-inline-row">
                <TextField name="firstName" autoComplete="given-name" label={<FormattedMessage id="auth.field.firstName" />} autoFocus />
                <TextField name="lastName" autoComplete="family-name" label={<FormattedMessage id="auth.field.lastName" />} />
              </div>
              <TextField name="companyName" autoComplete="organization" label={<FormattedMessage id="auth.field.companyName" />} />
              <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="auth.field.email" />} />
              <TextField name="password" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.field.password" />} placeholder={intl.formatMessage({ id: 'auth.signUp.passwordHint' })} />
              <TextField name="confirmPassword" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.field.confirmPassword" />} />
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                <FormattedMessage id="auth.signUp.submit" />
              </Button>
              <p className="auth-links">
                <span>
                  <FormattedMessage id="auth.signUp.haveAccount" /> <Link to="/sign-in"><FormattedMessage id="auth.signUp.signIn" /></Link>
                </span>
              </p>
            </>
          </form>
        )}
      />
    </AuthLayout>
  );
}
