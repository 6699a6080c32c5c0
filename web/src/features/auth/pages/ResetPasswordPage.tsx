import { type ResetPasswordValues, resetPasswordSchema } from '@chantiers/schema';
import { Button, Result } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { say } from '../../../app/intl';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { notifyError, toApiError } from '../../../shared/errors/notify';
import { TextField } from '../../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../../shared/form/zod-validate';
import { Notice, usePrefetchNotice } from '../../../shared/components/Notice';
import { LinkButton } from '../../../shared/components/LinkButton';
import { AuthLayout } from '../components/AuthLayout';

type Outcome = { kind: 'done'; messageId: string } | { kind: 'failed'; messageId: string };

export default function ResetPasswordPage() {
  const intl = useIntl();
  usePrefetchNotice();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('resetPasswordToken') ?? '';
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : { kind: 'failed', messageId: 'auth.reset.invalid' });

  const onSubmit = async (values: Omit<ResetPasswordValues, 'token'>) => {
    try {
      const { resetPassword } = await graphqlRequest(ResetPasswordDocument, { input: { ...values, token } });
      setOutcome({ kind: 'done', messageId: resetPassword.messageId });
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'GONE' || error.fields?.token) {
        setOutcome({ kind: 'failed', messageId: error.messageId ?? 'auth.reset.invalid' });
        return undefined;
      }
      if (error.code === 'BAD_USER_INPUT') return submissionErrors(error);
      notifyError(error);
      return undefined;
    }
  };

  if (outcome) {
    const done = outcome.kind === 'done';
    return (
      <AuthLayout>
        <Result
          status={done ? 'success' : 'warning'}
          title={<FormattedMessage id="auth.reset.title" />}
          subTitle={say(outcome.messageId, intl)}
          extra={
            <LinkButton to={done ? '/sign-in' : '/forget-password'}><FormattedMessage id={done ? 'auth.signUp.signIn' : 'auth.reset.askNewLink'} /></LinkButton>
          }
        />
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title={<FormattedMessage id="auth.reset.title" />} subtitle={<FormattedMessage id="auth.reset.subtitle" />}>
      <Form<Omit<ResetPasswordValues, 'token'>>
        onSubmit={onSubmit}
        validate={(values) => zodValidate(resetPasswordSchema)({ ...values, token })}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.reset.title' })}>
            <>
              {submitError ? <Notice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <TextField name="password" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.field.newPassword" />} autoFocus />
              <TextField name="confirmPassword" type="password" autoComplete="new-password" label={<FormattedMessage id="auth.field.confirmPassword" />} />
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                <FormattedMessage id="auth.reset.submit" />
              </Button>
            </>
          </form>
        )}
      />
    </AuthLayout>
  );
}
