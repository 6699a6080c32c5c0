import { useQuery } from '@apollo/client/react';
import { Segmented, Select } from 'antd';
import { useState } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { BoundField } from '../../shared/form/BoundField';
import { serverSearchProps } from '../../shared/form/server-search';
import { TextField } from '../../shared/form/TextField';
import { useDebounced } from '../../shared/records/useDebounced';
import { ReservePartnersDocument, ReservePersonnelDocument } from './punch-list.generated';
import type { ResponsibleChoice, ReserveValues } from './reserve-values';

const CHOICES: ResponsibleChoice[] = ['NONE', 'PERSONNEL', 'PARTNER', 'OTHER'];

/** The typed text, sent once the user pauses (a phone's keyboard types fast and the network is slow). */
function useSearch(): [string, (text: string) => void] {
  const [typed, setTyped] = useState('');
  return [useDebounced(typed.trim(), 250), setTyped];
}

/** The people of the company or the partners of the public directory, searched on the server by name. */
function PickField({ kind }: { kind: 'PERSONNEL' | 'PARTNER' }) {
  const intl = useIntl();
  const form = useForm<ReserveValues>();
  const [search, setTyped] = useSearch();
  const variables = { search: search || null };
  const people = useQuery(ReservePersonnelDocument, { variables, skip: kind !== 'PERSONNEL' });
  const partners = useQuery(ReservePartnersDocument, { variables, skip: kind !== 'PARTNER' });
  const asked = kind === 'PERSONNEL' ? people : partners;
  const personnel = (people.data ?? people.previousData)?.personnel.items ?? [];
  const directory = (partners.data ?? partners.previousData)?.partners.items ?? [];
  const options =
    kind === 'PERSONNEL'
      ? personnel.map((p) => ({ value: p.id, label: [`${p.firstName} ${p.lastName}`.trim(), p.trade].filter(Boolean).join(' · ') }))
      : directory.map((p) => ({ value: p.id, label: p.name }));
  const name = (id: string | null) =>
    kind === 'PERSONNEL'
      ? personnel.filter((p) => p.id === id).map((p) => `${p.firstName} ${p.lastName}`.trim())[0]
      : directory.find((p) => p.id === id)?.name;
  const label = intl.formatMessage({ id: kind === 'PERSONNEL' ? 'reserve.form.responsible.person' : 'reserve.form.responsible.partner' });
  return (
    <BoundField<string | null> name="responsibleId" label={label}>
      {({ value, onChange, onBlur, onFocus: _focus, ...control }) => {
        // The one named when the form opened keeps its name while a search shows others.
        const shown = form.getState().values.responsibleName;
        const all = value && !options.some((o) => o.value === value) && shown ? [{ value, label: shown }, ...options] : options;
        return (
          <Select
            {...control}
            size="large"
            allowClear
            value={value ?? undefined}
            options={all}
            placeholder={intl.formatMessage({ id: 'reserve.form.responsible.search' })}
            {...serverSearchProps({
              setTyped,
              loading: asked.loading,
              onChange: (id) => {
                form.change('responsibleName', name(id) ?? '');
                onChange(id);
              },
              onBlur,
            })}
          />
        );
      }}
    </BoundField>
  );
}

/**
 * Who must lift the réserve: nobody yet, a person of the company, a partner of the public directory, or a name typed
 * in (a subcontractor outside the directory). Changing the kind forgets the one chosen.
 */
export function ResponsibleField() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const form = useForm<ReserveValues>();
  const kind = useField<ResponsibleChoice>('responsibleType', { subscription: { value: true } }).input.value;
  return (
    <div className="punch-responsible">
      <BoundField<ResponsibleChoice> name="responsibleType" label={t('reserve.form.responsible')}>
        {({ value, onChange, id, 'aria-describedby': describedBy }) => (
          <Segmented<ResponsibleChoice>
            id={id}
            block
            aria-label={t('reserve.form.responsible.type')}
            aria-describedby={describedBy}
            value={value || 'NONE'}
            options={CHOICES.map((c) => ({ value: c, label: t(c === 'NONE' ? 'reserve.form.responsible.none' : `reserve.responsible.${c}`) }))}
            onChange={(next) => {
              form.batch(() => {
                form.change('responsibleId', null);
                form.change('responsibleName', '');
                onChange(next);
              });
            }}
          />
        )}
      </BoundField>
      {kind === 'PERSONNEL' || kind === 'PARTNER' ? <PickField key={kind} kind={kind} /> : null}
      {kind === 'OTHER' ? <TextField name="responsibleName" label={t('reserve.form.responsible.name')} autoComplete="organization" /> : null}
    </div>
  );
}
