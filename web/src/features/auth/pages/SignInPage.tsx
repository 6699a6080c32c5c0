import { LockOutlined, MailOutlined } from '@ant-design/icons';
import type { SignInValues } from '@chantiers/schema';
import { Button } from 'antd';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { say } from '../../../app/intl';
import { isPrivatePath } from '../../../app/routing/route-access';
import { type StoredUser, writeSession } from '../../../app/session/storage';
import { SignInDocument } from '../../../gql/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { notifyError, notifyMessage, toApiError } from '../../../shared/errors/notify';
import { TextField } from '../../../shared/form/TextField';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { submissionErrors } from '../../../shared/form/submission-errors';
import { Notice, usePrefetchNotice } from '../../../shared/components/Notice';
import { AuthLayout } from '../components/AuthLayout';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/auth').then((m) => m.signInSchema));

interface LocationState {
  notice?: string;
  from?: string;
}

export default function SignInPage() {
  const intl = useIntl();
  usePrefetchNotice();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LocationState;

  const onSubmit = async (values: SignInValues) => {
    try {
      const { signIn } = await graphqlRequest(SignInDocument, { input: values });
      writeSession(signIn.accessToken, signIn.refreshToken, signIn.user as StoredUser);
      navigate(state.from && isPrivatePath(state.from) ? state.from : '/dashboard', { replace: true });
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'BAD_USER_INPUT') return submissionErrors(error);
      if (error.code === 'UNAUTHENTICATED') {
        notifyMessage(say('auth.signIn.failedTitle', intl), say(error.messageId ?? error.message, intl));
        return { [FORM_ERROR]: error.messageId ?? error.message };
      }
      if (error.code === 'FORBIDDEN' || error.code === 'RATE_LIMITED') return { [FORM_ERROR]: error.messageId ?? error.message };
      notifyError(error);
      return undefined;
    }
  };

  return (
    <AuthLayout title={<FormattedMessage id="auth.signIn.title" />} subtitle={<FormattedMessage id="auth.signIn.subtitle" />}>
      {state.notice ? <Notice className="auth-notice" type="warning" title={say(state.notice, intl)} style={{ marginBottom: 20 }} role="alert" /> : null}
      <Form<SignInValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.signIn.title' })}>
            <>
              {submitError ? <Notice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <TextField name="email" type="email" autoComplete="username" prefix={<MailOutlined />} label={<FormattedMessage id="auth.field.email" />} autoFocus />
              <TextField name="password" type="password" autoComplete="current-password" prefix={<LockOutlined />} label={<FormattedMessage id="auth.field.password" />} />
              <div style={{ textAlign: 'right', marginTop: -8, marginBottom: 16 }}>
                <Link to="/forget-password">
                  <FormattedMessage id="auth.signIn.forgot" />
                </Link>
              </div>
              <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
                <FormattedMessage id="auth.signIn.submit" />
              </Button>
              <p className="auth-links">
                <span>
                  <FormattedMessage id="auth.signIn.noAccount" /> <Link to="/sign-up"><FormattedMessage id="auth.signIn.createAccount" /></Link>
                </span>
              </p>
            </>
          </form>
        )}
      />
    </AuthLayout>
  );
}
