import { TASK_CATEGORIES, type TaskValues, taskSchema } from '@chantiers/schema';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, InputNumber, Modal, Popconfirm } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { Form, FormSpy, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import type { TaskFieldsFragment } from '../../gql/graphql';
import {
  CreateTaskDocument,
  DeleteTaskDocument,
  PlanningPeopleDocument,
  PlanningSiteTasksDocument,
  PlanningSiteAssignmentsDocument,
  UpdateTaskDocument,
} from './planning.generated';
import { notifyError, notifySuccess, toApiError } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format/day';
import { BoundField } from '../../shared/form/BoundField';
import { DateField } from '../../shared/form/DateField';
import { MultiSelectField } from '../../shared/form/MultiSelectField';
import { SelectField } from '../../shared/form/SelectField';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { SiteField } from '../../shared/sites/SiteField';
import { ConflictList } from './ConflictList';
import { conflictsOf, type TaskConflict } from './task-conflicts';
import { FormActions } from '../../shared/form/FormActions';
import { sendOrTellKept } from '../../app/offline/send-or-keep';
import { showKeptTask } from './task-kept';

type Task = TaskFieldsFragment;
export const PLANNING_QUERIES = ['PlanningTasks', 'Dashboard', 'SitePlanningSummary'];

function FormFailure() {
  const intl = useIntl();
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return submitError && !dirtySinceLastSubmit ? <Alert type="error" showIcon role="alert" title={say(String(submitError), intl)} /> : null;
}

/** People to put on the task: the company's, those assigned to the site over the task's days first. */
function PeopleField({ label }: { label: string }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values } = useFormState<TaskValues>({ subscription: { values: true } });
  const people = useQuery(PlanningPeopleDocument, { variables: { search: null } });
  const period = Boolean(values.siteId && values.startDate && values.endDate && values.startDate <= values.endDate);
  const assigned = useQuery(PlanningSiteAssignmentsDocument, {
    variables: { siteId: values.siteId ?? '', startDate: values.startDate ?? null, endDate: values.endDate ?? null },
    skip: !period,
  });
  const onSite = new Set((assigned.data?.assignments.items ?? []).map((a) => a.personnelId));
  const options = (people.data?.personnel.items ?? [])
    .map((p) => ({
      value: p.id,
      label: `${p.firstName} ${p.lastName} — ${p.trade}${onSite.has(p.id) ? ` (${t('planning.form.people.assigned')})` : ''}`,
      first: onSite.has(p.id) ? 0 : 1,
    }))
    .sort((a, b) => a.first - b.first)
    .map(({ value, label: text }) => ({ value, label: text }));
  return (
    <MultiSelectField
      name="personnelIds"
      label={label}
      note={t('planning.form.people.note')}
      options={options}
      loading={people.loading}
      placeholder={t('planning.form.people.placeholder')}
    />
  );
}

/** The tasks of the same site this one starts after (finish-to-start), among those within six months of it. */
function DependsOnField({ taskId }: { taskId: string | null }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { values } = useFormState<TaskValues>({ subscription: { values: true } });
  const around = values.startDate && /^\d{4}-\d{2}-\d{2}$/.test(values.startDate) ? dayjs(values.startDate) : null;
  const { data, loading } = useQuery(PlanningSiteTasksDocument, {
    variables: {
      siteId: values.siteId ?? '',
      from: around?.subtract(180, 'day').format('YYYY-MM-DD') ?? '',
      to: around?.add(180, 'day').format('YYYY-MM-DD') ?? '',
    },
    skip: !values.siteId || !around,
  });
  const options = (data?.tasks ?? [])
    .filter((task) => task.id !== taskId)
    .map((task) => ({ value: task.id, label: `${task.title} (${formatDay(task.startDate as string)} – ${formatDay(task.endDate as string)})` }));
  return (
    <MultiSelectField
      name="dependsOnIds"
      label={t('planning.form.dependsOn')}
      note={t('planning.form.dependsOn.note')}
      options={options}
      loading={loading}
      placeholder={t('planning.form.dependsOn.placeholder')}
    />
  );
}

interface Props {
  /** The task to edit, or the new task's first values (a site, a day clicked). */
  task: Task | null;
  initial: Partial<TaskValues>;
  /** A site's planning fixes the site; the global planning lets the user pick it. */
  fixedSite: boolean;
  canDelete: boolean;
  onClose(): void;
}

/** 'Nouvelle tâche' / 'Modifier la tâche': the SPEC §5 rules on the fields; conflicts are shown and confirmed. */
export function TaskFormModal({ task, initial, fixedSite, canDelete, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [conflicts, setConflicts] = useState<TaskConflict[]>([]);
  const [start] = useState<TaskValues>(() => ({
    siteId: task?.site.id ?? initial.siteId ?? '',
    title: task?.title ?? '',
    description: task?.description ?? '',
    startDate: (task?.startDate as string) ?? initial.startDate ?? '',
    endDate: (task?.endDate as string) ?? initial.endDate ?? '',
    personnelIds: task?.people.map((p) => p.id) ?? [],
    progress: task?.progress ?? 0,
    category: (task?.category ?? 'AUTRE') as TaskValues['category'],
    dependsOnIds: task?.dependsOn.map((d) => d.id) ?? [],
  }));
  const options = { refetchQueries: PLANNING_QUERIES, awaitRefetchQueries: true, context: { silent: true } };
  const [create] = useMutation(CreateTaskDocument, options);
  const [update] = useMutation(UpdateTaskDocument, options);
  const client = useApolloClient();
  const [remove, removal] = useMutation(DeleteTaskDocument, options);
  const title = t(task ? 'planning.form.edit' : 'planning.form.new');

  const save = async (values: TaskValues) => {
    const input = { ...values, description: values.description || null };
    const confirmConflicts = conflicts.length > 0;
    try {
      if (task) {
        // Without a network it is kept on the phone, made on the version shown here (see task-kept.ts).
        const variables = { id: task.id, input, confirmConflicts, baseUpdatedAt: task.updatedAt as string };
        const label = t('planning.kept.update', { title: values.title ?? task.title, progress: String(values.progress ?? task.progress) });
        const sent = await sendOrTellKept((context, v) => update({ variables: v, context: { ...context, silent: true } }), {
          document: UpdateTaskDocument,
          variables,
          label,
        });
        if (!sent) {
          showKeptTask(client.cache, task, { ...input, description: input.description ?? null } as Parameters<typeof showKeptTask>[2]);
          onClose();
          return undefined;
        }
        notifySuccess(t('planning.updated', { title: sent.data?.updateTask.title ?? values.title ?? '' }));
      } else {
        const done = (await create({ variables: { input, confirmConflicts } })).data?.createTask;
        notifySuccess(t('planning.created', { title: done?.title ?? values.title ?? '' }));
      }
      onClose();
      return undefined;
    } catch (err) {
      const found = conflictsOf(err);
      if (found?.length) {
        setConflicts(found);
        return undefined;
      }
      const apiError = toApiError(err);
      if (apiError.status === 0 || apiError.status >= 500) notifyError(apiError);
      return submissionErrors(err);
    }
  };

  const onDelete = async () => {
    if (!task) return;
    try {
      await remove({ variables: { id: task.id } });
      notifySuccess(t('planning.deleted', { title: task.title }));
      onClose();
    } catch (err) {
      notifyError(err);
    }
  };

  return (
    <Modal open onCancel={onClose} title={title} footer={null} width={640} destroyOnHidden rootClassName="planning-modal">
      <Form<TaskValues>
        initialValues={start}
        validate={zodValidate(taskSchema)}
        onSubmit={save}
        render={({ handleSubmit, submitting, values }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {/* A change after a warning means the warning is about other values: it is checked again. */}
            <FormSpy subscription={{ values: true }} onChange={() => (conflicts.length ? setConflicts([]) : undefined)} />
            <FormFailure />
            {fixedSite ? null : (
              <SiteField
                name="siteId"
                label={t('planning.form.site')}
                placeholder={t('planning.form.site.placeholder')}
                notFound={t('planning.form.site.none')}
              />
            )}
            <TextField name="title" label={t('planning.form.title')} autoFocus={!task} />
            <TextField name="description" label={t('planning.form.description')} />
            <div className="form-grid">
              <DateField name="startDate" label={t('planning.form.start')} />
              <DateField name="endDate" label={t('planning.form.end')} minDate={values.startDate} />
            </div>
            <div className="form-grid">
              <SelectField
                name="category"
                label={t('planning.form.category')}
                options={TASK_CATEGORIES.map((c) => ({ value: c, label: t(`planning.category.${c}`) }))}
              />
              <BoundField<number | null> name="progress" label={t('planning.form.progress')}>
                {({ value, onChange, ...control }) => (
                  <InputNumber
                    {...control}
                    size="large"
                    min={0}
                    max={100}
                    step={5}
                    precision={0}
                    value={value ?? null}
                    onChange={(v) => onChange(typeof v === 'number' ? v : null)}
                    suffix="%"
                    style={{ width: '100%' }}
                  />
                )}
              </BoundField>
            </div>
            <PeopleField label={t('planning.form.people')} />
            <DependsOnField taskId={task?.id ?? null} />
            <ConflictList conflicts={conflicts} />
            <FormActions
              className="planning-form-actions"
              onCancel={onClose}
              submitting={submitting}
              submitLabel={conflicts.length ? t('planning.conflicts.confirm') : t(task ? 'planning.form.save' : 'planning.form.create')}
            >
              {task && canDelete ? (
                <Popconfirm
                  title={t('planning.delete.title', { title: task.title })}
                  description={t('planning.delete.text')}
                  okText={t('planning.form.delete')}
                  okButtonProps={{ danger: true, loading: removal.loading }}
                  cancelText={t('planning.move.cancel')}
                  onConfirm={onDelete}
                >
                  <Button danger className="planning-delete">
                    {t('planning.form.delete')}
                  </Button>
                </Popconfirm>
              ) : null}
            </FormActions>
          </form>
        )}
      />
    </Modal>
  );
}
