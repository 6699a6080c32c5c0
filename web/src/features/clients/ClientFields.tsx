import { useQuery } from '@apollo/client/react';
import { CLIENT_KINDS, CLIENT_LANGUAGES, type ClientValues } from '@chantiers/schema';
import { Alert, Button } from 'antd';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { ClientFieldsFragment } from '../../gql/graphql';
import { SelectField } from '../../shared/form/SelectField';
import { TextField } from '../../shared/form/TextField';
import { useDebounced } from '../../shared/records/useDebounced';
import { ClientMatchesDocument } from './clients.generated';
import './clients.css';

/** The clients the one being typed would duplicate (same name, accents and case aside, or same ICE), said as one types. */
function ClientMatches({ exceptId, onChoose }: { exceptId?: string; onChoose?(client: ClientFieldsFragment): void }) {
  const intl = useIntl();
  const { values } = useFormState<ClientValues>({ subscription: { values: true } });
  const name = useDebounced(values.name?.trim() ?? '', 350);
  const ice = useDebounced(values.ice?.replace(/\s/g, '') ?? '', 350);
  const { data } = useQuery(ClientMatchesDocument, {
    variables: { name: name || null, ice: ice || null, exceptId: exceptId ?? null },
    skip: !name && !ice,
    context: { silent: true },
  });
  const matches = data?.clientMatches ?? [];
  if (!matches.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="client-matches"
      title={intl.formatMessage({ id: 'clients.matches' }, { count: matches.length })}
      description={
        <ul>
          {matches.map((c) => (
            <li key={c.id}>
              <span>
                <strong>{c.name}</strong>
                {[c.ice ? `ICE ${c.ice}` : null, c.city].filter(Boolean).map((part) => ` · ${part}`)}
              </span>
              {onChoose ? (
                <Button size="small" onClick={() => onChoose(c)}>
                  {intl.formatMessage({ id: 'clients.matches.use' })}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      }
    />
  );
}

/**
 * A client's fields, in the directory's drawer and in the quote form's 'Nouveau client': name, kind, ICE (needed to
 * invoice a company), phone, e-mail (proposed when a quote is sent), address and city; and, as one types, the clients
 * it would duplicate (`onChoose` offers to take one of them instead).
 */
export function ClientFields({
  exceptId,
  onChoose,
  autoFocus,
}: {
  exceptId?: string;
  onChoose?(client: ClientFieldsFragment): void;
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values } = useFormState<ClientValues>({ subscription: { values: true } });
  return (
    <>
      <TextField name="name" label={t('clients.col.name')} autoComplete="off" autoFocus={autoFocus} />
      <div className="client-form-pair">
        <SelectField name="kind" label={t('clients.col.kind')} options={CLIENT_KINDS.map((k) => ({ value: k, label: t(`clients.kind.${k}`) }))} />
        <TextField
          name="ice"
          label={t('clients.col.ice')}
          inputMode="numeric"
          autoComplete="off"
          note={values.kind === 'PERSON' ? t('clients.ice.person') : t('clients.ice.note')}
        />
      </div>
      <ClientMatches exceptId={exceptId} onChoose={onChoose} />
      <div className="client-form-pair">
        <TextField name="phone" type="tel" inputMode="tel" label={t('clients.col.phone')} autoComplete="off" />
        <TextField name="email" type="email" inputMode="email" label={t('clients.col.email')} autoComplete="off" />
      </div>
      <div className="client-form-pair">
        <TextField name="address" label={t('clients.col.address')} autoComplete="off" />
        <TextField name="city" label={t('clients.col.city')} autoComplete="off" />
      </div>
      {/* Law 31-08 (art. 206): a consumer's contract comes with its Arabic translation; the api prints it for a PERSON in 'ar'. */}
      <SelectField
        name="language"
        label={t('clients.col.language')}
        options={CLIENT_LANGUAGES.map((l) => ({ value: l, label: t(`clients.language.${l}`) }))}
        note={values.kind === 'PERSON' ? t('clients.language.person') : t('clients.language.company')}
      />
    </>
  );
}

/** The form's values of a client (every field a string, as the inputs hold them). */
export const clientValuesOf = (c: Partial<ClientFieldsFragment> | null, name = ''): ClientValues => ({
  name: c?.name ?? name,
  kind: (c?.kind as ClientValues['kind']) ?? 'COMPANY',
  language: (c?.language as ClientValues['language']) ?? 'fr',
  ice: c?.ice ?? '',
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  address: c?.address ?? '',
  city: c?.city ?? '',
});
