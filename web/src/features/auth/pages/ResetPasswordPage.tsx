import type { ResetPasswordValues } from '@chantiers/schema';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { PlainButton, PlainLinkButton } from '../../../shared/plain/PlainButton';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainResult } from '../../../shared/plain/PlainResult';
import { PlainTextField as TextField } from '../../../shared/plain/PlainTextField';
import { AuthLayout } from '../components/AuthLayout';
import { ConfirmPasswordField } from '../components/ConfirmPasswordField';
import { AcceptInvitation, ResetPassword } from '../operations';

type Outcome = { kind: 'done'; messageId: string } | { kind: 'failed'; messageId: string };

/** The reset link (/reset-password) and the invitation link (/invitation): both choose a password with a token. */
export function PasswordLinkPage({ mode }: { mode: 'reset' | 'invite' }) {
  const intl = useIntl();
  const ids =
    mode === 'invite'
      ? {
          title: 'auth.invite.title',
          subtitle: 'auth.invite.subtitle',
          submit: 'auth.invite.submit',
          invalid: 'invite.invalid',
          retry: '/sign-in',
          retryLabel: 'auth.signUp.signIn',
        }
      : {
          title: 'auth.reset.title',
          subtitle: 'auth.reset.subtitle',
          submit: 'auth.reset.submit',
          invalid: 'auth.reset.invalid',
          retry: '/forget-password',
          retryLabel: 'auth.reset.askNewLink',
        };
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('resetPasswordToken') ?? '';
  const [validate] = useState(() =>
    lazyZodValidate(
      () => import('@chantiers/schema/validation/auth').then((m) => m.resetPasswordSchema),
      (values) => ({ ...values, token }),
    ),
  );
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'failed', messageId: ids.invalid });

  const onSubmit = async (values: Omit<ResetPasswordValues, 'token'>) => {
    try {
      const input = { ...values, token };
      const messageId =
        mode === 'invite'
          ? (await graphqlRequest(AcceptInvitation, { input })).acceptInvitation.messageId
          : (await graphqlRequest(ResetPassword, { input })).resetPassword.messageId;
      setOutcome({ kind: 'done', messageId });
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'GONE' || error.fields?.token) {
        setOutcome({ kind: 'failed', messageId: error.messageId ?? ids.invalid });
        return undefined;
      }
      return formFailure(error, []);
    }
  };

  if (outcome) {
    const done = outcome.kind === 'done';
    return (
      <AuthLayout>
        <PlainResult
          status={done ? 'success' : 'warning'}
          title={<FormattedMessage id={ids.title} />}
          subTitle={say(outcome.messageId, intl)}
          extra={
            <PlainLinkButton to={done ? '/sign-in' : ids.retry}>
              <FormattedMessage id={done ? 'auth.signUp.signIn' : ids.retryLabel} />
            </PlainLinkButton>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage id={ids.title} />} subtitle={<FormattedMessage id={ids.subtitle} />}>
      <Form<Omit<ResetPasswordValues, 'token'>>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: ids.title })}>
            <>
              {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <TextField
                name="password"
                type="password"
                autoComplete="new-password"
                label={<FormattedMessage id="auth.field.newPassword" />}
                autoFocus
              />
              <ConfirmPasswordField />
              <PlainButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
                <FormattedMessage id={ids.submit} />
              </PlainButton>
            </>
          </form>
        )}
      />
    </AuthLayout>
  );
}

export default function ResetPasswordPage() {
  return <PasswordLinkPage mode="reset" />;
}
