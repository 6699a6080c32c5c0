import type { PartnerSignUpValues } from '@chantiers/schema/validation/partners';
import { Alert, Button, Card } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { TextField } from '../../../shared/form/TextField';
import { ButtonLink } from './ButtonLink';
import { PublicRegisterPartner } from './operations';
import { PartnerListingFields, PartnerPhoneField } from './PartnerListingFields';
import { PublicPartnersFrame } from './PublicPartnersFrame';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/partners').then((m) => m.partnerSignUpSchema));

function SignUpForm({ onDone }: { onDone(email: string): void }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });

  // The answer is the same whether the address is new or already registered (the owner gets a mail instead).
  const onSubmit = async (values: PartnerSignUpValues) => {
    try {
      const { registerPartner } = await graphqlRequest(PublicRegisterPartner, { input: values });
      onDone(registerPartner.email);
      return undefined;
    } catch (err) {
      return formFailure(err);
    }
  };

  return (
    <Form<PartnerSignUpValues>
      onSubmit={onSubmit}
      validate={validate}
      render={({ handleSubmit, submitting, submitError }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('publicPartners.signUp.title')}>
          {submitError ? <Alert type="error" showIcon role="alert" title={say(submitError, intl)} style={{ marginBottom: 16 }} /> : null}
          <h2 className="pp-form-section">
            <FormattedMessage id="publicPartners.signUp.company" />
          </h2>
          <TextField name="companyName" autoComplete="organization" label={<FormattedMessage id="publicPartners.field.companyName" />} />
          <PartnerListingFields />

          <h2 className="pp-form-section">
            <FormattedMessage id="publicPartners.signUp.account" />
          </h2>
          <div className="form-grid">
            <TextField name="firstName" autoComplete="given-name" label={<FormattedMessage id="publicPartners.field.firstName" />} />
            <TextField name="lastName" autoComplete="family-name" label={<FormattedMessage id="publicPartners.field.lastName" />} />
            <TextField name="email" type="email" autoComplete="email" label={<FormattedMessage id="publicPartners.field.email" />} />
            <PartnerPhoneField />
            <TextField
              name="password"
              type="password"
              autoComplete="new-password"
              label={<FormattedMessage id="publicPartners.field.password" />}
              note={<FormattedMessage id="publicPartners.field.passwordNote" />}
            />
            <TextField
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              label={<FormattedMessage id="publicPartners.field.confirmPassword" />}
            />
          </div>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting} style={{ marginTop: 8 }}>
            <FormattedMessage id="publicPartners.signUp.submit" />
          </Button>
          <p className="pp-form-links">
            <FormattedMessage id="publicPartners.signUp.haveAccount" />{' '}
            <Link to="/sign-in">
              <FormattedMessage id="publicPartners.signUp.signIn" />
            </Link>
          </p>
        </form>
      )}
    />
  );
}

/** `/insription-partenaire` (SPEC §2): a partner's account and the first version of their listing. */
export default function PartnerSignUpPage() {
  const [registered, setRegistered] = useState<string | null>(null);
  return (
    <PublicPartnersFrame narrow>
      <Card className="pp-form-card">
        {registered ? (
          <Result
            status="success"
            title={
              <h1 className="pp-title">
                <FormattedMessage id="publicPartners.signUp.doneTitle" />
              </h1>
            }
            subTitle={
              <>
                <FormattedMessage id="publicPartners.signUp.doneBody" values={{ email: <strong>{registered}</strong> }} />
                <br />
                <FormattedMessage id="publicPartners.signUp.doneHint" />
              </>
            }
            extra={
              <ButtonLink to="/sign-in">
                <FormattedMessage id="publicPartners.signUp.toSignIn" />
              </ButtonLink>
            }
          />
        ) : (
          <>
            <h1 className="pp-title">
              <FormattedMessage id="publicPartners.signUp.title" />
            </h1>
            <p className="pp-subtitle">
              <FormattedMessage id="publicPartners.signUp.subtitle" />
            </p>
            <SignUpForm onDone={setRegistered} />
          </>
        )}
      </Card>
    </PublicPartnersFrame>
  );
}
