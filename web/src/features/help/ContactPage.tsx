import type { ContactValues } from '@chantiers/schema/validation/contact';
import { Alert, Button, Card, Input } from 'antd';
import { useMemo, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { say } from '../../shared/intl/current-intl';
import { SessionExpiredError, sessionState, validAccessToken } from '../../shared/session/session-client';
import { readUser } from '../../shared/session/storage';
import { graphqlRequest } from '../../shared/api/graphql-request';
import { notifyError, notifyMessage, toApiError } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { lazyZodValidate } from '../../shared/form/lazy-validate';
import { submissionErrors } from '../../shared/form/submission-errors';
import { TextField } from '../../shared/form/TextField';
import { HelpFrame } from './HelpFrame';
import { HelpSendContact } from './operations';

const validate = lazyZodValidate(() => import('@chantiers/schema/validation/contact').then((m) => m.contactSchema));

/** CONTACT_LIMITS.messageMax: the counter's limit (the schema gives the message). */
const MESSAGE_MAX = 500;

/** SUBJECT_MAX of the contact schema: a longer `?objet=` is not offered as is. */
const SUBJECT_MAX = 40;

/**
 * The signed-in user's name and address, so they only write the subject and the message; a subject given by the
 * link that opened the form (`?objet=Compte professionnel` from the subscription page).
 */
function prefilled(subject: string | null): Partial<ContactValues> {
  const given = subject?.trim().slice(0, SUBJECT_MAX);
  const topic = given ? { subject: given } : {};
  if (sessionState() !== 'active') return topic;
  const user = readUser();
  if (!user.id) return topic;
  return { ...topic, name: `${user.firstName} ${user.lastName}`.trim(), email: user.email };
}

/** The token of a live session, so the api records the sender; an ended one sends as a visitor (the form is public). */
async function senderToken(): Promise<string | undefined> {
  try {
    return (await validAccessToken()) ?? undefined;
  } catch (err) {
    if (err instanceof SessionExpiredError) return undefined;
    throw err;
  }
}

/** `/contact` (SPEC §1, §5): name, e-mail, subject and message, mailed to the Chantiers team. */
export default function ContactPage() {
  return (
    <HelpFrame titleId="help.contact.title">
      <ContactForm />
    </HelpFrame>
  );
}

function ContactForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const initialValues = useMemo(() => prefilled(params.get('objet')), [params]);
  const [sent, setSent] = useState<string | null>(null);
  const signedIn = Boolean(initialValues.email);

  const onSubmit = async (values: ContactValues, form: { restart(initial?: Partial<ContactValues>): void }) => {
    setSent(null);
    try {
      const input = { name: values.name, email: values.email, subject: values.subject, message: values.message, website: values.website ?? null };
      const { sendContactMessage } = await graphqlRequest(HelpSendContact, { input }, await senderToken());
      setSent(sendContactMessage.message);
      // After final-form has finished this submission: a restart inside it would be undone.
      window.setTimeout(() => form.restart(initialValues), 0);
      return undefined;
    } catch (err) {
      const error = toApiError(err);
      if (error.code === 'BAD_USER_INPUT' && error.fields && Object.keys(error.fields).length) return submissionErrors(error);
      const title = t('contact.send.failed');
      // SPEC §8: 'Erreur lors de l'envoi du message', with the reason in the reader's language when these words have it.
      if (error.messageId && intl.messages[error.messageId] !== undefined) notifyMessage(title, say(error.messageId, intl));
      else notifyError(error, { title });
      return undefined;
    }
  };

  return (
    <>
      <h1 className="help-title">
        <FormattedMessage id="help.contact.title" />
      </h1>
      <p className="help-subtitle">
        <FormattedMessage id="help.contact.subtitle" />{' '}
        <FormattedMessage
          id="help.contact.faqHint"
          values={{
            faq: (
              <Link to="/faq">
                <FormattedMessage id="help.contact.faqHintLink" />
              </Link>
            ),
          }}
        />
      </p>
      <Card className="help-card">
        {sent ? <Alert type="success" showIcon role="status" title={sent} style={{ marginBottom: 16 }} /> : null}
        <Form<ContactValues>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={initialValues}
          render={({ handleSubmit, submitting }) => (
            <form onSubmit={handleSubmit} noValidate aria-label={t('help.contact.title')} onChange={() => sent && setSent(null)}>
              {signedIn ? <p className="help-subtitle">{t('help.contact.signedInAs')}</p> : null}
              <div className="form-grid">
                <TextField name="name" autoComplete="name" label={<FormattedMessage id="help.contact.name" />} />
                <TextField
                  name="email"
                  type="email"
                  autoComplete="email"
                  label={<FormattedMessage id="help.contact.email" />}
                  note={<FormattedMessage id="help.contact.emailNote" />}
                />
              </div>
              <TextField name="subject" label={<FormattedMessage id="help.contact.subject" />} />
              <BoundField<string> name="message" label={<FormattedMessage id="help.contact.message" />}>
                {({ value, onChange, onFocus: _focus, ...control }) => (
                  <Input.TextArea
                    {...control}
                    value={value ?? ''}
                    placeholder={t('help.contact.messagePlaceholder')}
                    rows={7}
                    maxLength={MESSAGE_MAX}
                    showCount
                    onChange={(e) => onChange(e.target.value)}
                  />
                )}
              </BoundField>
              {/* Hidden from people (and screen readers); robots that fill every field give themselves away. */}
              <div className="help-honeypot" aria-hidden="true">
                <label htmlFor="field-website">{t('help.contact.website')}</label>
                <Field<string> name="website" component="input" id="field-website" tabIndex={-1} autoComplete="off" />
              </div>
              <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ marginTop: 8 }}>
                <FormattedMessage id="help.contact.submit" />
              </Button>
            </form>
          )}
        />
      </Card>
    </>
  );
}
