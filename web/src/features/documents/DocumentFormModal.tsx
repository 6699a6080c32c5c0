import { siteDocumentUpdateSchema } from '@chantiers/schema';
import { UploadOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Modal, Upload } from 'antd';
import { useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import type { SiteDocumentFieldsFragment } from '../../gql/graphql';
import { UpdateSiteDocumentDocument } from './documents.generated';
import { notifyError, notifySuccess, toApiError } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { DateField } from '../../shared/form/DateField';
import { FormActions } from '../../shared/form/FormActions';
import { TextField } from '../../shared/form/TextField';
import { submissionErrors, zodValidate } from '../../shared/form/zod-validate';
import { formatPercent } from '../../shared/format';
import { uploadFile } from '../../shared/upload/upload-file';
import { DocumentTypeSelect } from './DocumentTypeSelect';

interface Values {
  label: string;
  typeId: string;
  documentDate: string;
  fileId: string | null;
}

function FormFailure() {
  const intl = useIntl();
  const { submitError, dirtySinceLastSubmit } = useFormState({ subscription: { submitError: true, dirtySinceLastSubmit: true } });
  return submitError && !dirtySinceLastSubmit ? <Alert type="error" showIcon role="alert" title={say(String(submitError), intl)} /> : null;
}

/** 'Modifier le document': libellé, type, date, and optionally a new file (the old one goes with the save). */
export function DocumentFormModal({ document, onClose }: { document: SiteDocumentFieldsFragment; onClose(saved: boolean): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [initial] = useState<Values>(() => ({
    label: document.label,
    typeId: document.type.id,
    documentDate: document.documentDate as string,
    fileId: null,
  }));
  const [newFile, setNewFile] = useState<{ name: string; progress: number } | null>(null);
  const [update] = useMutation(UpdateSiteDocumentDocument, { context: { silent: true } });
  const title = t('documents.form.edit');

  return (
    <Modal open onCancel={() => onClose(false)} title={title} footer={null} width={600} destroyOnHidden rootClassName="documents-modal">
      <Form<Values>
        initialValues={initial}
        validate={zodValidate(siteDocumentUpdateSchema)}
        onSubmit={async (values) => {
          try {
            const done = (await update({ variables: { id: document.id, input: values } })).data?.updateSiteDocument;
            notifySuccess(t('documents.saved', { label: done?.label ?? values.label }));
            onClose(true);
            return undefined;
          } catch (err) {
            const apiError = toApiError(err);
            if (apiError.status === 0 || apiError.status >= 500) notifyError(apiError);
            return submissionErrors(err);
          }
        }}
        render={({ handleSubmit, submitting, form }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <FormFailure />
            <TextField name="label" label={t('documents.form.label')} />
            <BoundField<string | null> name="typeId" label={t('documents.form.type')}>
              {({ value, onChange, onFocus: _focus, ...control }) => <DocumentTypeSelect {...control} value={value} onChange={onChange} />}
            </BoundField>
            <DateField name="documentDate" label={t('documents.form.date')} />
            <BoundField<string | null> name="fileId" label={t('documents.form.file')} note={t('documents.form.file.note')}>
              {({ id }) => (
                <div className="documents-file-field">
                  <span className="documents-file-name">{newFile ? newFile.name : document.file.name}</span>
                  <Upload
                    accept="application/pdf,image/png,image/jpeg"
                    showUploadList={false}
                    beforeUpload={(file) => {
                      setNewFile({ name: file.name, progress: 0 });
                      uploadFile(file as File, 'document', (progress) => setNewFile({ name: file.name, progress }))
                        .then((uploaded) => form.change('fileId', uploaded.id))
                        .catch((err) => {
                          setNewFile(null);
                          notifyError(err);
                        });
                      return false;
                    }}
                  >
                    <Button id={id} icon={<UploadOutlined />}>
                      {newFile && newFile.progress < 100 ? formatPercent(newFile.progress) : t('documents.form.file.replace')}
                    </Button>
                  </Upload>
                </div>
              )}
            </BoundField>
            <FormActions onCancel={() => onClose(false)} submitting={submitting} submitLabel={t('documents.form.save')} />
          </form>
        )}
      />
    </Modal>
  );
}
