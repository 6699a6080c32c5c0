import type { PartnerContactValues } from '@chantiers/schema/validation/partners';
import { Alert, Input, Modal, Select } from 'antd';
import { FORM_ERROR } from 'final-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { say } from '../../../shared/intl/current-intl';
import { SessionExpiredError, validAccessToken } from '../../../shared/session/session-client';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { BoundField } from '../../../shared/form/BoundField';
import { lazyZodValidate } from '../../../shared/form/lazy-validate';
import { formFailure } from '../../../shared/form/submission-errors';
import { PublicMySites, PublicSendPartnerRequest } from './operations';
import { FormActions } from '../../../shared/form/FormActions';
import { useDebounced } from '../../../shared/records/useDebounced';
import { serverSearchProps } from '../../../shared/form/server-search';

/** PARTNER_LIMITS.messageMax: the counter's limit (the schema gives the messages). */
const MESSAGE_MAX = 2000;

type RequestValues = Omit<PartnerContactValues, 'partnerId'>;

interface SiteSelectProps {
  id: string;
  value: string | null;
  onChange(id: string | null): void;
  onBlur(): void;
  placeholder: string;
  notFound: string;
}

/** The signed-in user's open sites (a USER: theirs), searched on the server as they type. */
function MySiteSelect({ value, onChange, onBlur, placeholder, notFound, id }: SiteSelectProps) {
  const [typed, setTyped] = useState('');
  const [sites, setSites] = useState<{ id: string; name: string }[]>([]);
  const [loading, setLoading] = useState(true);
  const names = useRef(new Map<string, string>());
  const search = useDebounced(typed.trim(), 250);
  useEffect(() => {
    let live = true;
    setLoading(true);
    validAccessToken()
      .then((token) => graphqlRequest(PublicMySites, { search: search || null }, token ?? undefined))
      .then(
        (d) => {
          if (!live) return;
          for (const s of d.sites.items) names.current.set(s.id, s.name);
          setSites(d.sites.items);
        },
        // No sites to offer: the request goes without one.
        () => live && setSites([]),
      )
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [search]);
  const options = sites.map((s) => ({ value: s.id, label: s.name }));
  if (value && !options.some((o) => o.value === value)) options.unshift({ value, label: names.current.get(value) ?? value });
  return (
    <Select
      id={id}
      size="large"
      allowClear
      value={value ?? undefined}
      options={options}
      placeholder={placeholder}
      {...serverSearchProps({ setTyped, loading, notFound, onChange, onBlur })}
      style={{ width: '100%' }}
    />
  );
}

interface Props {
  partner: { id: string; name: string };
  open: boolean;
  onClose(): void;
  /** The api's answer ('Votre demande a été envoyée au partenaire.'). */
  onSent(message: string): void;
}

/** « Envoyer une demande »: an optional site of the user's and a message (10–2000 characters), sent to the partner. */
export function ContactRequestModal({ partner, open, onClose, onSent }: Props) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'publicPartners.request.title' }, { name: partner.name });
  const validate = useMemo(
    () =>
      lazyZodValidate(
        () => import('@chantiers/schema/validation/partners').then((m) => m.partnerContactSchema),
        (values) => ({ ...values, partnerId: partner.id }),
      ),
    [partner.id],
  );

  const onSubmit = async (values: RequestValues) => {
    try {
      const token = await validAccessToken();
      const input = { partnerId: partner.id, siteId: values.siteId ?? null, message: values.message };
      const { sendPartnerRequest } = await graphqlRequest(PublicSendPartnerRequest, { input }, token ?? undefined);
      onSent(sendPartnerRequest.message);
      return undefined;
    } catch (err) {
      if (err instanceof SessionExpiredError) return { [FORM_ERROR]: 'session.expired' };
      return formFailure(err, ['RATE_LIMITED', 'NOT_FOUND', 'FORBIDDEN', 'UNAUTHENTICATED']);
    }
  };

  return (
    <Modal open={open} onCancel={onClose} title={title} footer={null} destroyOnHidden width={560} rootClassName="pp-modal">
      <Form<RequestValues>
        onSubmit={onSubmit}
        validate={validate}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {submitError ? <Alert type="error" showIcon title={say(submitError, intl)} style={{ marginBottom: 16 }} role="alert" /> : null}
            <BoundField<string | null> name="siteId" label={<FormattedMessage id="publicPartners.request.site" />}>
              {({ id, value, onChange, onBlur }) => (
                <MySiteSelect
                  id={id}
                  value={value || null}
                  onChange={onChange}
                  onBlur={onBlur}
                  placeholder={intl.formatMessage({ id: 'publicPartners.request.sitePlaceholder' })}
                  notFound={intl.formatMessage({ id: 'publicPartners.request.noSites' })}
                />
              )}
            </BoundField>
            <BoundField<string>
              name="message"
              label={<FormattedMessage id="publicPartners.request.message" />}
              note={<FormattedMessage id="publicPartners.request.messageNote" />}
            >
              {({ onChange, onFocus: _focus, value, ...control }) => (
                <Input.TextArea
                  {...control}
                  value={value ?? ''}
                  placeholder={intl.formatMessage({ id: 'publicPartners.request.messagePlaceholder' })}
                  rows={6}
                  maxLength={MESSAGE_MAX}
                  showCount
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </BoundField>
            <FormActions
              onCancel={onClose}
              submitting={submitting}
              cancelLabel={<FormattedMessage id="publicPartners.request.cancel" />}
              submitLabel={<FormattedMessage id="publicPartners.request.submit" />}
            />
          </form>
        )}
      />
    </Modal>
  );
}
