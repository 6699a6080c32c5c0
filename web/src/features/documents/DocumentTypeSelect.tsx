import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Divider, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { CreateDocumentTypeDocument, DocumentTypesDocument } from './documents.generated';
import { notifySuccess, toApiError } from '../../shared/errors/notify';
import { FieldShell } from '../../shared/form/FieldShell';
import { foldedLabelFilter } from '../../shared/form/folded-filter';

export const CATEGORIES = ['ADMINISTRATIF', 'TECHNIQUE', 'FINANCIER', 'SECURITE', 'PHOTOS', 'AUTRE'] as const;

interface Props {
  id?: string;
  value: string | null;
  onChange(id: string | null): void;
  onBlur?(): void;
  status?: 'error';
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/** The document types grouped by category (SPEC: a specific type within a category), with a way to add one. */
export function DocumentTypeSelect({ value, onChange, ...rest }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, loading } = useQuery(DocumentTypesDocument);
  const [creating, setCreating] = useState(false);
  const types = data?.documentTypes ?? [];
  const options = CATEGORIES.map((c) => ({
    label: t(`documents.category.${c}`),
    options: types
      .filter((type) => type.category === c)
      .map((type) => ({ value: type.id, label: type.builtIn ? type.name : `${type.name} (${t('documents.type.own')})` })),
  })).filter((group) => group.options.length);
  return (
    <>
      <Select
        {...rest}
        size="large"
        value={value || undefined}
        onChange={(v?: string) => onChange(v ?? null)}
        options={options}
        loading={loading}
        placeholder={t('documents.form.type.placeholder')}
        showSearch={{ filterOption: foldedLabelFilter }}
        popupRender={(menu) => (
          <>
            {menu}
            <Divider style={{ margin: '4px 0' }} />
            <Button type="text" icon={<PlusOutlined />} block onClick={() => setCreating(true)}>
              {t('documents.type.new')}
            </Button>
          </>
        )}
      />
      {creating ? (
        <NewTypeModal
          onClose={(id) => {
            setCreating(false);
            if (id) onChange(id);
          }}
        />
      ) : null}
    </>
  );
}

function NewTypeModal({ onClose }: { onClose(id?: string): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string>('AUTRE');
  const [error, setError] = useState<string | null>(null);
  const [create, { loading }] = useMutation(CreateDocumentTypeDocument, {
    refetchQueries: ['DocumentTypes'],
    awaitRefetchQueries: true,
    context: { silent: true },
  });
  const submit = async () => {
    try {
      const done = (await create({ variables: { input: { name, category } } })).data?.createDocumentType;
      if (done) notifySuccess(t('documents.type.created', { name: done.name }));
      onClose(done?.id);
    } catch (err) {
      const apiError = toApiError(err);
      setError(say(Object.values(apiError.fields ?? {})[0] ?? apiError.messageId ?? apiError.message, intl));
    }
  };
  return (
    <Modal
      open
      title={t('documents.type.create')}
      onCancel={() => onClose()}
      onOk={submit}
      okText={t('documents.form.save')}
      confirmLoading={loading}
      destroyOnHidden
    >
      <FieldShell id="new-document-type" label={t('documents.type.name')} shown={error ?? undefined}>
        <Input
          id="new-document-type"
          size="large"
          value={name}
          maxLength={100}
          status={error ? 'error' : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby="new-document-type-help"
          onChange={(e) => {
            setName(e.target.value);
            setError(null);
          }}
          onPressEnter={submit}
        />
      </FieldShell>
      <FieldShell id="new-document-category" label={t('documents.category')}>
        <Select
          id="new-document-category"
          size="large"
          value={category}
          onChange={setCategory}
          options={CATEGORIES.map((c) => ({ value: c, label: t(`documents.category.${c}`) }))}
          style={{ width: '100%' }}
        />
      </FieldShell>
    </Modal>
  );
}
