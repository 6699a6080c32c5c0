import { acceptAttribute, declaredFileFits, LIMITS, PUNCH_LIST_LIMITS, planTitleSchema } from '@chantiers/schema';
import { FileOutlined, UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Modal, Progress } from 'antd';
import type { SubmissionErrors } from 'final-form';
import { useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { PlanFieldsFragment } from '../../gql/graphql';
import { ApiError } from '../../shared/api/api-error';
import { notifySuccess } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { FormActions } from '../../shared/form/FormActions';
import { submitWith } from '../../shared/form/submission-errors';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { say } from '../../shared/intl/current-intl';
import { uploadFile } from '../../shared/upload/upload-file';
import { AddPlanVersionDocument, CreatePlanDocument, RenamePlanDocument } from './punch-list.generated';

/** 'create': a new plan (title, file, note); 'version': a new sheet of `plan`; 'rename': its title only. */
export type PlanFormMode = 'create' | 'version' | 'rename';

interface Values {
  title: string;
  file: File | null;
  note: string;
}

const validateTitle = zodValidate(planTitleSchema);

function validate(mode: PlanFormMode) {
  return (values: Values): Record<string, string> => {
    const errors: Record<string, string> = mode === 'version' ? {} : validateTitle(values);
    if (mode === 'rename') return errors;
    if (!values.file) errors.file = 'plan.file.required';
    else if (!declaredFileFits('document', values.file)) errors.file = 'plans.form.file.type';
    else if (values.file.size > LIMITS.uploadMaxBytes) errors.file = 'upload.tooLarge';
    if (values.note.trim().length > PUNCH_LIST_LIMITS.versionNote) errors.note = 'plan.note.max';
    return errors;
  };
}

/** The api names the upload 'fileId'; the form has the file itself. */
const placeFile = (errors: SubmissionErrors) => {
  const { fileId, ...rest } = (errors ?? {}) as Record<string, string>;
  return fileId ? { ...rest, file: fileId } : rest;
};

/** The file chosen: its name and a button to choose another (a PDF, a PNG or a JPEG). */
function FileField() {
  const intl = useIntl();
  const picker = useRef<HTMLInputElement>(null);
  return (
    <BoundField<File | null>
      name="file"
      label={intl.formatMessage({ id: 'plans.form.file' })}
      note={intl.formatMessage({ id: 'plans.form.file.note' })}
    >
      {({ value, onChange, onBlur, id, 'aria-describedby': describedBy }) => (
        <div className="punch-file">
          <input
            ref={picker}
            type="file"
            hidden
            accept={acceptAttribute('document')}
            data-testid="plan-file"
            onChange={(e) => {
              onChange(e.target.files?.[0] ?? null);
              onBlur();
              e.target.value = '';
            }}
          />
          <Button id={id} icon={<UploadOutlined aria-hidden />} aria-describedby={describedBy} onClick={() => picker.current?.click()}>
            {intl.formatMessage({ id: 'plans.form.file.choose' })}
          </Button>
          {value ? (
            <span className="punch-file-name">
              <FileOutlined aria-hidden /> {value.name}
            </span>
          ) : null}
        </div>
      )}
    </BoundField>
  );
}

interface Props {
  mode: PlanFormMode;
  siteId: string;
  plan?: PlanFieldsFragment;
  onClose(): void;
  onSaved(plan: PlanFieldsFragment): void;
}

/**
 * « Ajouter un plan », « Nouvelle version », « Renommer »: the file is uploaded first (POST /api/v1/files, its
 * progress shown), then the plan or its version is recorded with the upload's id. A plan needs the network.
 */
export function PlanFormModal({ mode, siteId, plan, onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [percent, setPercent] = useState<number | null>(null);
  const [create] = useMutation(CreatePlanDocument);
  const [addVersion] = useMutation(AddPlanVersionDocument);
  const [rename] = useMutation(RenamePlanDocument);
  const title =
    mode === 'create' ? t('plans.form.create') : mode === 'rename' ? t('plans.form.rename') : t('plans.form.version', { title: plan?.title ?? '' });

  const save = async (values: Values) => {
    if (mode === 'rename') {
      const renamed = (await rename({ variables: { id: plan!.id, title: values.title } })).data!.renamePlan;
      notifySuccess(t('plans.renamed', { title: renamed.title }));
      return onSaved(renamed);
    }
    // A plan sheet is megabytes: it waits for the network rather than for a phone's outbox.
    if (!navigator.onLine) throw new ApiError(0, 'NETWORK', t('plans.offline'));
    setPercent(0);
    try {
      const upload = await uploadFile(values.file!, 'document', setPercent);
      const note = values.note.trim();
      if (mode === 'create') {
        const made = (await create({ variables: { input: { siteId, title: values.title, fileId: upload.id, note } } })).data!.createPlan;
        notifySuccess(t('plans.created', { title: made.title }));
        return onSaved(made);
      }
      const next = (await addVersion({ variables: { planId: plan!.id, input: { fileId: upload.id, note } } })).data!.addPlanVersion;
      notifySuccess(t('plans.versionAdded', { title: next.title, number: next.currentVersion.number }));
      return onSaved(next);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden rootClassName="punch-modal">
      <Form<Values>
        initialValues={{ title: plan?.title ?? '', file: null, note: '' }}
        validate={validate(mode)}
        onSubmit={submitWith<Values>(save, placeFile)}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            {mode !== 'version' ? (
              <TextField name="title" label={t('plans.form.title')} placeholder={t('plans.form.title.placeholder')} autoFocus />
            ) : null}
            {mode !== 'rename' ? (
              <>
                <FileField />
                <BoundField<string> name="note" label={t('plans.form.note')}>
                  {({ onChange, onFocus: _focus, ...control }) => (
                    <Input
                      {...control}
                      size="large"
                      placeholder={t('plans.form.note.placeholder')}
                      maxLength={PUNCH_LIST_LIMITS.versionNote}
                      onChange={(e) => onChange(e.target.value)}
                    />
                  )}
                </BoundField>
              </>
            ) : null}
            {percent !== null ? <Progress percent={percent} size="small" aria-label={t('plans.form.sending', { percent })} /> : null}
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} className="punch-form-error" /> : null}
            <FormActions onCancel={onClose} submitting={submitting} submitLabel={t(mode === 'create' ? 'plans.add' : 'form.save')} />
          </form>
        )}
      />
    </Modal>
  );
}
