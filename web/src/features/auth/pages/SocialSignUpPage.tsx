import type { SocialSignUpValues } from '@chantiers/schema/validation/oauth';
import { Alert, Button, Card, Spin } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useEffect, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { type StoredUser, writeSession } from '../../../shared/session/storage';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { notifyError, toApiError } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { ButtonLink } from '../../partners/public/ButtonLink';
import { PartnerListingFields, PartnerPhoneField } from '../../partners/public/PartnerListingFields';
import { PublicPartnersFrame } from '../../partners/public/PublicPartnersFrame';
import { CompleteSocialSignUp, PendingSocialSignUp } from '../operations';

type Pending = { email: string; firstName?: string | null; lastName?: string | null; providerName: string };
type Values = SocialSignUpValues & {
  phone?: string;
  serviceTypes?: string[];
  region?: string;
  city?: string;
  ice?: string;
  description?: string;
};

// The common fields here; a partner's listing fields are checked by the api with the partners' own schema.
const validate = lazyZodValidate(() => import('@chantiers/schema/validation/oauth').then((m) => m.socialSignUpSchema));

function SignUpForm({ ticket, pending }: { ticket: string; pending: Pending }) {
  const intl = useIntl();
  const navigate = useNavigate();

  const onSubmit = async (values: Values) => {
    const partner = values.kind === 'PARTNER';
    const { phone, serviceTypes, region, city, ice, description, ...common } = values;
    try {
      const { completeSocialSignUp: session } = await graphqlRequest(CompleteSocialSignUp, {
        input: { ...common, ticket, ...(partner ? { phone, serviceTypes, region, city, ice, description } : {}) },
      });
      writeSession(session.accessToken, session.refreshToken, session.user as StoredUser);
      // A new company starts from its first steps (/dashboard-users/); a partner from their dashboard.
      navigate(session.user.type === 'PARTNER' ? '/dashboard-partenaire' : '/dashboard-users/', { replace: true });
      return undefined;
    } catch (err) {
      return formFailure(err, ['CONFLICT', 'RATE_LIMITED']);
    }
  };

  return (
    <Form<Values>
      onSubmit={onSubmit}
      validate={validate}
      initialValues={{ ticket, kind: 'COMPANY', firstName: pending.firstName ?? '', lastName: pending.lastName ?? '' }}
      render={({ handleSubmit, submitting, submitError, values }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={intl.formatMessage({ id: 'auth.social.title' })}>
          {submitError ? <Alert type="error" showIcon role="alert" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
          <BoundField<string> name="kind" label={<FormattedMessage id="auth.social.kind" />}>
            {({ value, onChange }) => (
              <div className="auth-kind" role="radiogroup">
                {(['COMPANY', 'PARTNER'] as const).map((kind) => (
                  <label key={kind}>
                    <input type="radio" name="kind" value={kind} checked={value === kind} onChange={() => onChange(kind)} />
                    <FormattedMessage id={`auth.social.kind.${kind.toLowerCase()}`} />
                  </label>
                ))}
              </div>
            )}
          </BoundField>
          <div className="form-grid">
            <TextField name="firstName" autoComplete="given-name" label={<FormattedMessage id="auth.field.firstName" />} />
            <TextField name="lastName" autoComplete="family-name" label={<FormattedMessage id="auth.field.lastName" />} />
          </div>
          <TextField name="companyName" autoComplete="organization" label={<FormattedMessage id="auth.field.companyName" />} />
          {values.kind === 'PARTNER' ? (
            <>
              <PartnerPhoneField />
              <PartnerListingFields />
            </>
          ) : null}
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} style={{ marginTop: 8 }}>
            <FormattedMessage id="auth.social.submit" />
          </Button>
        </form>
      )}
    />
  );
}

/** `/inscription-sociale`: a provider-verified e-mail with no account yet; a company (and its MANAGER) or a partner. */
export default function SocialSignUpPage() {
  const ticket = new URLSearchParams(useLocation().search).get('ticket') ?? '';
  const [pending, setPending] = useState<Pending | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    if (!ticket) setPending(null);
    else
      graphqlRequest(PendingSocialSignUp, { ticket }).then(
        (d) => live && setPending(d.pendingSocialSignUp ?? null),
        (err: unknown) => {
          if (!live) return;
          notifyError(toApiError(err));
          setPending(null);
        },
      );
    return () => {
      live = false;
    };
  }, [ticket]);

  return (
    <PublicPartnersFrame narrow>
      <Card className="pp-form-card">
        {pending === undefined ? (
          <Spin />
        ) : pending === null ? (
          <Result
            status="warning"
            title={<FormattedMessage id="auth.social.invalid" />}
            extra={
              <ButtonLink to="/sign-in">
                <FormattedMessage id="auth.backToSignIn" />
              </ButtonLink>
            }
          />
        ) : (
          <>
            <h1 className="pp-title">
              <FormattedMessage id="auth.social.title" />
            </h1>
            <p>
              <FormattedMessage id="auth.social.subtitle" values={{ email: <strong>{pending.email}</strong>, provider: pending.providerName }} />
            </p>
            <SignUpForm ticket={ticket} pending={pending} />
          </>
        )}
      </Card>
    </PublicPartnersFrame>
  );
}
