import { type PersonnelValues, personnelSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import type { PersonnelFieldsFragment } from '../../gql/graphql';
import { CreatePersonnelDocument, UpdatePersonnelDocument } from './personnel.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { REFRESH_AFTER_PERSONNEL_CHANGE } from './refresh';
import { Can } from '../../shared/session/Can';
import { PlanningFeedCard } from '../planning/feed/PlanningFeedCard';

interface Props {
  person: PersonnelFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}

/** '350.00' -> '350,00': amounts are edited the French way; the shared schema reads either. */
const frAmount = (v: string | null | undefined) => (v ?? '').replace('.', ',');

const validate = zodValidate(personnelSchema);

const fromPerson = (p: PersonnelFieldsFragment | null): PersonnelValues => ({
  lastName: p?.lastName ?? '',
  firstName: p?.firstName ?? '',
  cni: p?.cni ?? '',
  phone: p?.phone ?? '',
  address: p?.address ?? '',
  trade: p?.trade ?? '',
  dailyRate: frAmount(p?.dailyRate),
  mealBonus: frAmount(p?.mealBonus),
  email: p?.email ?? '',
  cnssNumber: p?.cnssNumber ?? '',
});

/** Create or edit a person with the shared rules (schema/validation/personnel.ts): every field is required. */
export function PersonnelFormDrawer({ person, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [create] = useMutation(CreatePersonnelDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE });
  const [update] = useMutation(UpdatePersonnelDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE });
  const title = t(person ? 'personnel.ui.form.edit' : 'personnel.ui.form.create');

  return (
    <FormDrawer<PersonnelValues>
      title={title}
      size={560}
      onClose={onClose}
      initialValues={fromPerson(person)}
      validate={validate}
      save={async (form) => {
        // An emptied field is absent from the form's values: sent empty, it clears the CNSS number (absent keeps it).
        const values = { ...form, cnssNumber: form.cnssNumber ?? '' };
        const saved = person
          ? (await update({ variables: { id: person.id, input: values } })).data?.updatePersonnel
          : (await create({ variables: { input: values } })).data?.createPersonnel;
        if (saved) notifySuccess(t(person ? 'personnel.ui.updated' : 'personnel.ui.created', { name: `${saved.firstName} ${saved.lastName}` }));
        onSaved();
      }}
    >
      {() => (
        <>
          <div className="form-grid">
            <TextField name="lastName" label={t('personnel.ui.field.lastName')} autoComplete="off" autoFocus />
            <TextField name="firstName" label={t('personnel.ui.field.firstName')} autoComplete="off" />
          </div>
          <div className="form-grid">
            <TextField name="cni" label={t('personnel.ui.field.cni')} autoComplete="off" />
            <TextField name="trade" label={t('personnel.ui.field.trade')} autoComplete="off" />
          </div>
          <TextField name="cnssNumber" label={t('personnel.ui.field.cnssNumber')} inputMode="numeric" placeholder="123456789" autoComplete="off" />
          <div className="form-grid">
            <TextField name="dailyRate" label={t('personnel.ui.field.dailyRate')} inputMode="decimal" placeholder="350,00" />
            <TextField name="mealBonus" label={t('personnel.ui.field.mealBonus')} inputMode="decimal" placeholder="30,00" />
          </div>
          <div className="form-grid">
            <TextField name="phone" type="tel" label={t('personnel.ui.field.phone')} autoComplete="off" />
            <TextField name="email" type="email" label={t('personnel.ui.field.email')} autoComplete="off" />
          </div>
          <TextField name="address" label={t('personnel.ui.field.address')} autoComplete="off" />
          {/* The person's phone calendar (issue 17): a secret link, the Admin Société's to give. */}
          {person ? (
            <Can action="planningFeed.read">
              <div style={{ margin: '8px 0 16px' }}>
                <PlanningFeedCard personnelId={person.id} name={`${person.firstName} ${person.lastName}`} />
              </div>
            </Can>
          ) : null}
        </>
      )}
    </FormDrawer>
  );
}
