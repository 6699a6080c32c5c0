import { FORM_ERROR } from 'final-form';
import { useRef, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type SignaturePad from 'signature_pad';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { say } from '../../../shared/intl/current-intl';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainNotice } from '../../../shared/plain/PlainNotice';
import { PlainTextField } from '../../../shared/plain/PlainTextField';
import { drawnSignature, SignatureBox } from '../../../shared/signature/SignaturePad';
import type { SignatureLinkFieldsFragment } from '../../../gql/graphql';
import { type LinkFailure, linkFailure } from './link-errors';
import { RefuseDocument, SignDocument } from './operations';

interface Props {
  token: string;
  session: string;
  link: SignatureLinkFieldsFragment;
  onAnswered(link: SignatureLinkFieldsFragment, outcome: 'signed' | 'refused'): void;
  /** The verification ran out, or the link stopped working meanwhile. */
  onFailure(failure: LinkFailure): void;
}

interface SignValues {
  signerName?: string;
  how: 'drawn' | 'typed';
  consent?: boolean;
}

/** Step 3's answer: sign (the name, drawn or typed, the consent) or refuse with a reason. */
export function SignStep({ token, session, link, onAnswered, onFailure }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pad = useRef<SignaturePad | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [initialValues] = useState<SignValues>(() => ({ signerName: link.recipientName, how: 'drawn', consent: false }));

  const failed = (err: unknown) => {
    const failure = linkFailure(err, intl);
    if (failure.kind !== 'inline') return onFailure(failure);
    return { [FORM_ERROR]: failure.message };
  };

  const sign = async (values: SignValues) => {
    let drawn: string | null = null;
    if (values.how === 'drawn') {
      const result = drawnSignature(pad.current);
      if ('error' in result) return { [FORM_ERROR]: result.error };
      drawn = result.signature;
    }
    try {
      const input = { session, signerName: values.signerName ?? '', drawn, consent: values.consent === true };
      onAnswered((await graphqlRequest(SignDocument, { token, input })).signDocument, 'signed');
      return undefined;
    } catch (err) {
      return failed(err);
    }
  };

  const refuse = async ({ reason }: { reason?: string }) => {
    try {
      onAnswered((await graphqlRequest(RefuseDocument, { token, input: { session, reason: reason ?? '' } })).refuseDocument, 'refused');
      return undefined;
    } catch (err) {
      return failed(err);
    }
  };

  if (refusing)
    return (
      <Form<{ reason?: string }>
        key="refuse"
        onSubmit={refuse}
        validate={(v) => (v.reason?.trim() ? {} : { reason: 'signature.reason.required' })}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="sign-step sign-refuse" onSubmit={handleSubmit} noValidate aria-label={t('signLink.refuse.title')}>
            <h2 className="sign-section-title">{t('signLink.refuse.title')}</h2>
            {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
            <Field name="reason">
              {({ input, meta }) => (
                <div className={`form-field${meta.touched && meta.error ? ' form-field-error' : ''}`}>
                  <label className="form-field-label" htmlFor="field-reason">
                    {t('signLink.refuse.reason')}
                  </label>
                  <textarea {...input} id="field-reason" className="plain-input sign-textarea" rows={4} maxLength={1000} autoFocus />
                  <div className="form-field-help" role={meta.touched && meta.error ? 'alert' : undefined}>
                    {meta.touched && meta.error ? say(meta.error, intl) : t('signLink.refuse.hint', { company: link.company })}
                  </div>
                </div>
              )}
            </Field>
            <div className="sign-actions">
              <PlainButton onClick={() => setRefusing(false)} disabled={submitting}>
                {t('signLink.refuse.cancel')}
              </PlainButton>
              <PlainButton variant="primary" htmlType="submit" loading={submitting} className="sign-danger">
                {t('signLink.refuse.submit')}
              </PlainButton>
            </div>
          </form>
        )}
      />
    );

  return (
    <Form<SignValues>
      key="sign"
      onSubmit={sign}
      initialValues={initialValues}
      validate={(v) => ({
        ...(v.signerName?.trim() ? {} : { signerName: 'signature.name.required' }),
        ...(v.consent ? {} : { consent: 'signature.consent.required' }),
      })}
      render={({ handleSubmit, submitting, submitError, values, errors, touched }) => (
        <form className="sign-step sign-form" onSubmit={handleSubmit} noValidate aria-label={t('signLink.sign.title')}>
          <h2 className="sign-section-title">{t('signLink.sign.title')}</h2>
          <PlainTextField name="signerName" label={t('signLink.sign.name')} autoComplete="name" />
          <fieldset className="sign-how">
            <legend className="form-field-label">{t('signLink.sign.how')}</legend>
            {(['drawn', 'typed'] as const).map((how) => (
              <label key={how} className="sign-choice">
                <Field name="how" type="radio" value={how} component="input" />
                <span>{t(how === 'drawn' ? 'signLink.sign.draw' : 'signLink.sign.typed')}</span>
              </label>
            ))}
          </fieldset>
          {values.how === 'drawn' ? (
            <div className="sign-pad">
              <p className="sign-muted">{t('signLink.sign.drawHint')}</p>
              <SignatureBox padRef={pad} onStroke={() => undefined} label={t('signLink.sign.box')} />
              <PlainButton size="small" variant="text" onClick={() => pad.current?.clear()}>
                {t('signLink.sign.clear')}
              </PlainButton>
            </div>
          ) : (
            <p className="sign-typed" aria-live="polite">
              {t('signLink.sign.typedPreview', { name: values.signerName?.trim() || link.recipientName })}
            </p>
          )}
          <label className={`sign-consent${touched?.consent && errors?.consent ? ' sign-consent-error' : ''}`}>
            <Field name="consent" type="checkbox" component="input" />
            <span>{t('signLink.sign.consent')}</span>
          </label>
          {touched?.consent && errors?.consent ? (
            <div className="form-field-help sign-consent-help" role="alert">
              {say(errors.consent as string, intl)}
            </div>
          ) : null}
          {submitError ? <PlainNotice type="error" title={say(submitError, intl)} style={{ margin: '12px 0' }} /> : null}
          <div className="sign-actions">
            <PlainButton onClick={() => setRefusing(true)} disabled={submitting}>
              {t('signLink.refuse.open')}
            </PlainButton>
            <PlainButton variant="primary" htmlType="submit" size="large" loading={submitting}>
              {t('signLink.sign.submit')}
            </PlainButton>
          </div>
        </form>
      )}
    />
  );
}
