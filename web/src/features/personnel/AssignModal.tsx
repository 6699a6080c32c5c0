import { type AssignmentValues, assignmentSchema, type PeriodData, periodSchema } from '@chantiers/schema';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import type { AssignmentFieldsFragment } from '../../gql/graphql';
import { AssignPersonnelDocument, RescheduleAssignmentDocument, UnassignedPersonnelDocument } from './personnel.generated';
import { notifyError, notifySuccess, toApiError } from '../../shared/errors/notify';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { DateField } from '../../shared/form/DateField';
import { PeopleField, SiteField } from './fields';
import { type Period, showDay } from './period';
import { REFRESH_AFTER_ASSIGNMENT_CHANGE } from './refresh';
import { FormActions } from '../../shared/form/FormActions';

export interface PersonOption {
  id: string;
  firstName: string;
  lastName: string;
  trade: string;
}

const label = (p: PersonOption) => `${p.firstName} ${p.lastName} — ${p.trade}`;

/**
 * A refused change (an overlap, a deactivated person) is told inside the form, where the user fixes it; only
 * failures the form cannot explain (no network, a server fault) also raise the usual toast.
 */
function formFailure(err: unknown) {
  const apiError = toApiError(err);
  if (apiError.status === 0 || apiError.status >= 500) notifyError(apiError);
  return submissionErrors(err);
}

function FormFailure() {
  const intl = useIntl();
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return submitError && !dirtySinceLastSubmit ? (
    <Alert type="error" showIcon role="alert" className="assign-failure" title={say(String(submitError), intl)} />
  ) : null;
}

/** The people to pick from: those free over the period the form holds now, plus those already picked. */
function PeopleChoice({ preselected }: { preselected: PersonOption[] }) {
  const intl = useIntl();
  const { values } = useFormState<AssignmentValues>({ subscription: { values: true } });
  const period = { startDate: values.startDate ?? '', endDate: values.endDate ?? '' };
  const valid = Boolean(period.startDate && period.endDate && period.startDate <= period.endDate);
  const { data, loading } = useQuery(UnassignedPersonnelDocument, { variables: period, skip: !valid });
  const seen = new Map<string, PersonOption>(preselected.map((p) => [p.id, p]));
  for (const p of data?.unassignedPersonnel ?? []) seen.set(p.id, p);
  const free = new Set((data?.unassignedPersonnel ?? []).map((p) => p.id));
  const options = [...seen.values()]
    .filter((p) => free.has(p.id) || (values.personnelIds ?? []).includes(p.id) || !data)
    .map((p) => ({ value: p.id, label: label(p) }));
  return (
    <PeopleField
      name="personnelIds"
      label={intl.formatMessage({ id: 'assignments.ui.assign.people' })}
      placeholder={intl.formatMessage({ id: 'assignments.ui.assign.people.placeholder' })}
      note={intl.formatMessage({ id: 'assignments.ui.assign.people.note' })}
      options={options}
      loading={loading}
    />
  );
}

interface AssignProps {
  period: Period;
  siteId: string | null;
  people: PersonOption[];
  onClose(): void;
  onAssigned(): void;
}

/** 'Affecter au chantier': one site, one period, several people; all or none (assignPersonnel). */
export function AssignModal({ period, siteId, people, onClose, onAssigned }: AssignProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [initial] = useState<AssignmentValues>(() => ({
    siteId: siteId ?? '',
    personnelIds: people.map((p) => p.id),
    startDate: period.startDate,
    endDate: period.endDate,
  }));
  const client = useApolloClient();
  const [assign] = useMutation(AssignPersonnelDocument, {
    refetchQueries: REFRESH_AFTER_ASSIGNMENT_CHANGE,
    awaitRefetchQueries: true,
    context: { silent: true },
  });
  const title = t('assignments.ui.assign.title');

  return (
    <Modal open onCancel={onClose} title={title} footer={null} width={600} destroyOnHidden rootClassName="personnel-modal">
      <Form<AssignmentValues>
        initialValues={initial}
        validate={zodValidate(assignmentSchema)}
        onSubmit={async (values) => {
          try {
            const done = (await assign({ variables: { input: values } })).data?.assignPersonnel ?? [];
            if (done.length) notifySuccess(t('assignments.ui.assigned', { count: done.length, site: done[0].site.name }));
            onAssigned();
            return undefined;
          } catch (err) {
            // Someone else may have assigned these people meanwhile: the lists behind the form catch up.
            void client.refetchQueries({ include: REFRESH_AFTER_ASSIGNMENT_CHANGE });
            return formFailure(err);
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <FormFailure />
            <SiteField
              name="siteId"
              label={t('assignments.ui.assign.site')}
              placeholder={t('assignments.ui.assign.site.placeholder')}
              notFound={t('assignments.ui.noSite')}
            />
            <div className="form-grid">
              <DateField name="startDate" label={t('assignments.ui.period.start')} />
              <DateField name="endDate" label={t('assignments.ui.period.end')} minDate={values.startDate} />
            </div>
            <PeopleChoice preselected={people} />
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('assignments.ui.assign.submit')} />
          </form>
        )}
      />
    </Modal>
  );
}

interface RescheduleProps {
  assignment: AssignmentFieldsFragment;
  onClose(): void;
}

/** Moves one assignment's dates; the server refuses days the person already works elsewhere. */
export function RescheduleModal({ assignment, onClose }: RescheduleProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [initial] = useState<PeriodData>(() => ({ startDate: assignment.startDate, endDate: assignment.endDate }));
  const [reschedule] = useMutation(RescheduleAssignmentDocument, {
    refetchQueries: REFRESH_AFTER_ASSIGNMENT_CHANGE,
    awaitRefetchQueries: true,
    context: { silent: true },
  });
  const name = `${assignment.personnel.firstName} ${assignment.personnel.lastName}`;
  const title = t('assignments.ui.reschedule.title');

  return (
    <Modal open onCancel={onClose} title={title} footer={null} width={520} destroyOnHidden rootClassName="personnel-modal">
      <Form<PeriodData>
        initialValues={initial}
        validate={zodValidate(periodSchema)}
        onSubmit={async (values) => {
          try {
            const done = (await reschedule({ variables: { id: assignment.id, input: values } })).data?.rescheduleAssignment;
            if (done) notifySuccess(t('assignments.ui.rescheduled', { name, start: showDay(done.startDate), end: showDay(done.endDate) }));
            onClose();
            return undefined;
          } catch (err) {
            return formFailure(err);
          }
        }}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <p className="assign-who">{t('assignments.ui.reschedule.who', { name, site: assignment.site.name })}</p>
            <FormFailure />
            <div className="form-grid">
              <DateField name="startDate" label={t('assignments.ui.period.start')} />
              <DateField name="endDate" label={t('assignments.ui.period.end')} minDate={values.startDate} />
            </div>
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t('personnel.ui.save')} />
          </form>
        )}
      />
    </Modal>
  );
}
