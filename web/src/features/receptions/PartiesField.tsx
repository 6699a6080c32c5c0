import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { RECEPTION_LIMITS, type ReceptionRole } from '@chantiers/schema';
import { Button, Input, Select } from 'antd';
import { useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { MAX_PARTIES, partyLine, type PartyLine, ROLES, sameParties } from './reception-values';

type Cell = 'role' | 'name' | 'organisation';

/**
 * The parties present, one line each (capacity, name, organisation), as one form value changed whole. The shared
 * schema's errors name a line's cell ('parties.1.name') or the list ('parties': the company and the client at least):
 * each shows under its cell once left, or after a save was tried.
 */
export function PartiesField() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { input, meta } = useField<PartyLine[]>('parties', {
    isEqual: sameParties,
    subscription: { value: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const { errors, submitErrors } = useFormState({ subscription: { errors: true, submitErrors: true } });
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const lines = input.value || [];
  const flat = (path: string): string | undefined =>
    (errors as Record<string, string> | undefined)?.[path] ??
    (meta.dirtySinceLastSubmit ? undefined : (submitErrors as Record<string, string> | undefined)?.[path]);
  const shown = (path: string, cell: string) => {
    const message = flat(path);
    return message && (meta.submitFailed || left.has(cell)) ? say(message, intl) : undefined;
  };
  const change = (index: number, cell: Cell, value: string) => input.onChange(lines.map((l, i) => (i === index ? { ...l, [cell]: value } : l)));
  const listError = flat('parties');
  const roles = ROLES.map((role) => ({ value: role, label: t(`reception.role.${role}`) }));

  return (
    <fieldset className="reception-parties-field">
      <legend className="form-field-label">{t('reception.field.parties')}</legend>
      <p className="reception-secondary">{t('reception.form.parties.note')}</p>
      <ol className="reception-party-lines">
        {lines.map((line, index) => {
          const cell = (name: Cell) => `party-${line.uid}-${name}`;
          const error = (name: Cell) => shown(`parties.${index}.${name}`, cell(name));
          const label = (name: Cell) => `${t(`reception.party.${name}`)}, ${t('reception.party.line', { index: index + 1 })}`;
          const common = (name: Cell) => ({
            id: cell(name),
            'aria-label': label(name),
            'aria-invalid': Boolean(error(name)),
            'aria-describedby': error(name) ? `${cell(name)}-error` : undefined,
            status: error(name) ? ('error' as const) : undefined,
            onBlur: () => setLeft((s) => new Set(s).add(cell(name))),
          });
          return (
            <li key={line.uid} className="reception-party-line">
              <Select<ReceptionRole>
                {...common('role')}
                className="reception-party-role"
                size="large"
                options={roles}
                value={line.role}
                onChange={(v) => change(index, 'role', v)}
              />
              {(['name', 'organisation'] as const).map((name) => (
                <div key={name} className={`reception-party-cell is-${name}`}>
                  <Input
                    {...common(name)}
                    size="large"
                    maxLength={RECEPTION_LIMITS.name}
                    placeholder={t(`reception.party.${name}`)}
                    value={line[name]}
                    onChange={(e) => change(index, name, e.target.value)}
                  />
                  {error(name) ? (
                    <div className="form-field-help" id={`${cell(name)}-error`} role="alert">
                      {error(name)}
                    </div>
                  ) : null}
                </div>
              ))}
              <Button
                className="reception-party-remove"
                type="text"
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={t('reception.party.remove', { index: index + 1 })}
                title={t('reception.party.remove', { index: index + 1 })}
                onClick={() => input.onChange(lines.filter((_, i) => i !== index))}
              />
            </li>
          );
        })}
      </ol>
      {listError && (meta.submitFailed || left.size) ? (
        <div className="form-field-help" role="alert">
          {say(listError, intl)}
        </div>
      ) : null}
      {lines.length < MAX_PARTIES ? (
        <Button icon={<PlusOutlined aria-hidden />} onClick={() => input.onChange([...lines, partyLine('ARCHITECT')])}>
          {t('reception.party.add')}
        </Button>
      ) : null}
    </fieldset>
  );
}
