import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { say } from '../../../shared/intl/current-intl';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainTextField } from '../../../shared/plain/PlainTextField';
import { type LinkFailure, linkFailure } from './link-errors';
import { RequestSignatureCode, VerifySignatureCode } from './operations';

interface Props {
  token: string;
  maskedEmail: string;
  /** Why the code is asked again (the verification ran out), shown above. */
  notice: string | null;
  onVerified(session: string): void;
  onFinal(failure: LinkFailure): void;
}

/** Steps 1 and 2: 'Recevoir un code' (mailed to the recipient's address, masked), then the 6 digits typed. */
export function CodeStep({ token, maskedEmail, notice, onVerified, onFinal }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [sent, setSent] = useState(false);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const ask = async () => {
    setAsking(true);
    setError(null);
    try {
      await graphqlRequest(RequestSignatureCode, { token });
      setSent(true);
    } catch (err) {
      const failure = linkFailure(err, intl);
      if (failure.kind === 'final') onFinal(failure);
      else setError(failure.message);
    } finally {
      setAsking(false);
    }
  };

  const verify = async ({ code }: { code?: string }) => {
    try {
      const { verifySignatureCode } = await graphqlRequest(VerifySignatureCode, { token, code: (code ?? '').replace(/\s/g, '') });
      onVerified(verifySignatureCode.session);
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.fields?.code) return { code: error.fields.code };
      const failure = linkFailure(err, intl);
      if (failure.kind === 'final') return onFinal(failure);
      return { [FORM_ERROR]: failure.message };
    }
  };

  return (
    <section className="sign-step" aria-label={t('signLink.step.code')}>
      {notice ? <PlainNotice type="warning" title={notice} style={{ marginBottom: 16 }} /> : null}
      {error ? <PlainNotice type="error" title={error} style={{ marginBottom: 16 }} /> : null}
      {!sent ? (
        <>
          <p className="sign-lead">{t('signLink.code.intro', { email: maskedEmail })}</p>
          <PlainButton variant="primary" size="large" block loading={asking} onClick={() => void ask()}>
            {t('signLink.code.request')}
          </PlainButton>
        </>
      ) : (
        <Form<{ code?: string }>
          onSubmit={verify}
          validate={(v) => (/^\s*\d{6}\s*$/.test(v.code ?? '') ? {} : { code: v.code ? 'signature.code.invalid' : 'signature.code.required' })}
          render={({ handleSubmit, submitting, submitError }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('signLink.code.verify')}>
              <PlainNotice type="success" role="status" title={t('signLink.code.sent', { email: maskedEmail })} style={{ marginBottom: 16 }} />
              {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
              <PlainTextField name="code" label={t('signLink.code.label')} inputMode="numeric" autoComplete="one-time-code" autoFocus />
              <PlainButton variant="primary" htmlType="submit" size="large" block loading={submitting}>
                {t('signLink.code.verify')}
              </PlainButton>
              <PlainButton variant="text" block className="sign-resend" loading={asking} onClick={() => void ask()}>
                {t('signLink.code.resend')}
              </PlainButton>
            </form>
          )}
        />
      )}
    </section>
  );
}
