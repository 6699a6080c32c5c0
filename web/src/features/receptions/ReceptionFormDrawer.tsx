import { useMutation } from '@apollo/client/react';
import { RECEPTION_KINDS, RECEPTION_LIMITS, type ReceptionKind } from '@chantiers/schema';
import { Input, Radio } from 'antd';
import { useIntl } from 'react-intl';
import type { ReceptionFieldsFragment, ReceptionReserveFieldsFragment } from '../../gql/graphql';
import { notifySuccess } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { DateField } from '../../shared/form/DateField';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { readUser } from '../../shared/session/storage';
import { PartiesField } from './PartiesField';
import { newValues, toInput, validateReception, valuesOf, type ReceptionValues } from './reception-values';
import { ReceptionReserves } from './ReceptionReserves';
import { CreateReceptionDocument, SiteReceptionsDocument, UpdateReceptionDocument } from './receptions.generated';

interface Props {
  siteId: string;
  /** The site's client, named for a new PV. */
  client: string | null;
  /** The kind a new PV is prepared as (the button's). */
  kind: ReceptionKind;
  /** The draft being changed; null for a new one. */
  reception: ReceptionFieldsFragment | null;
  provisional: ReceptionFieldsFragment | null;
  /** Why a kind cannot be prepared now (null: it can). */
  unavailable: Record<ReceptionKind, string | null>;
  openReserves: readonly ReceptionReserveFieldsFragment[];
  today: string;
  onClose(): void;
}

/**
 * 'Nouveau PV de réception' or 'Modifier le PV': its kind, the day (not to come), the parties present (the company and
 * the client named already), the observations, and the réserves a signature now would write into it.
 */
export function ReceptionFormDrawer({ siteId, client, kind, reception, provisional, unavailable, openReserves, today, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const refetch = { refetchQueries: [{ query: SiteReceptionsDocument, variables: { siteId } }], awaitRefetchQueries: true };
  const [create] = useMutation(CreateReceptionDocument, refetch);
  const [update] = useMutation(UpdateReceptionDocument, refetch);
  const user = readUser();
  const initial = reception
    ? valuesOf(reception)
    : newValues(kind, today, { userName: `${user.firstName} ${user.lastName}`.trim(), companyName: user.companyName, client }, provisional);

  /** Why the kinds not chosen cannot be: said under the choice, so a greyed option is never a dead end. */
  const closedKinds = (chosen: ReceptionKind) =>
    RECEPTION_KINDS.filter((k) => k !== chosen && unavailable[k])
      .map((k) => unavailable[k])
      .join(' ') || undefined;

  const save = async (values: ReceptionValues) => {
    const input = toInput(siteId, values);
    if (reception) await update({ variables: { id: reception.id, input } });
    else await create({ variables: { input } });
    notifySuccess(t(reception ? 'reception.saved' : 'reception.created'));
    onClose();
  };

  return (
    <FormDrawer<ReceptionValues>
      title={t(reception ? 'reception.form.edit' : 'reception.form.create')}
      size="min(640px, 100vw)"
      rootClassName="reception-drawer"
      onClose={onClose}
      initialValues={initial}
      validate={validateReception(siteId, today)}
      save={save}
    >
      {(form) => (
        <>
          <BoundField<ReceptionKind>
            name="kind"
            label={t('reception.form.kind')}
            note={reception ? t('reception.form.kind.fixed') : closedKinds(form.getState().values.kind)}
          >
            {({ value, onChange, id, ...control }) => (
              <Radio.Group
                id={id}
                aria-describedby={control['aria-describedby']}
                className="reception-kinds"
                value={value}
                onChange={(e) => onChange(e.target.value as ReceptionKind)}
                options={RECEPTION_KINDS.map((k) => ({
                  value: k,
                  label: t(`reception.kind.${k}`),
                  disabled: !!reception || (k !== value && !!unavailable[k]),
                }))}
              />
            )}
          </BoundField>
          <DateField name="date" label={t('reception.form.date')} note={t('reception.form.date.note')} maxDate={today} />
          <PartiesField />
          <BoundField<string> name="notes" label={t('reception.field.notes')}>
            {({ onChange, onFocus: _focus, ...control }) => (
              <Input.TextArea
                {...control}
                autoSize={{ minRows: 3, maxRows: 10 }}
                maxLength={RECEPTION_LIMITS.notes}
                placeholder={t('reception.form.notes.placeholder')}
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </BoundField>
          <h3 className="reception-form-heading">{t('reception.reserves.title')}</h3>
          <ReceptionReserves siteId={siteId} reserves={openReserves} signed={false} />
        </>
      )}
    </FormDrawer>
  );
}
