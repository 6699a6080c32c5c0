import type { TypedDocumentNode } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { Input } from 'antd';
import { notifySuccess } from '../errors/notify';
import { BoundField } from '../form/BoundField';
import { DateField } from '../form/DateField';
import { TextField } from '../form/TextField';
import { FormDrawer } from './FormDrawer';

/** A field of a record's form: a line of text, an amount in DH (typed as text, kept exact), a day, a note. */
export interface RecordFormField {
  name: string;
  label: string;
  kind: 'text' | 'money' | 'date' | 'note';
  /** Beside the previous field on a desk (two a row). */
  half?: boolean;
}

/**
 * The form of a record, declared by its screen: the fields, the shared schema's check, the values of a new or
 * edited record, and its create and update mutations (their answer names the record in the toast).
 */
export interface RecordFormSpec<R> {
  title: { create: string; edit: string };
  fields: RecordFormField[];
  validate(values: Record<string, unknown>): Record<string, string>;
  initialValues(record: R | null): Record<string, string>;
  create: TypedDocumentNode<unknown, { siteId: string; input: Record<string, unknown> }>;
  update: TypedDocumentNode<unknown, { id: string; input: Record<string, unknown> }>;
  saved(edited: boolean, values: Record<string, string>): string;
}

function Field({ field }: { field: RecordFormField }) {
  if (field.kind === 'date') return <DateField name={field.name} label={field.label} />;
  if (field.kind === 'money') return <TextField name={field.name} label={field.label} inputMode="decimal" />;
  if (field.kind === 'text') return <TextField name={field.name} label={field.label} />;
  return (
    <BoundField<string | null> name={field.name} label={field.label}>
      {({ onChange, value, ...control }) => <Input.TextArea {...control} value={value ?? ''} rows={3} onChange={(e) => onChange(e.target.value)} />}
    </BoundField>
  );
}

/** Fields two a row where the spec pairs them (`half` joins the previous one). */
function rowsOf(fields: RecordFormField[]): RecordFormField[][] {
  const rows: RecordFormField[][] = [];
  for (const f of fields) {
    const last = rows[rows.length - 1];
    if (f.half && last?.length === 1) last.push(f);
    else rows.push([f]);
  }
  return rows;
}

/** Create or edit a site record from its declared fields (the drawer, the messages and the buttons: FormDrawer). */
export default function SiteRecordFormDrawer<R extends { id: string }>({
  siteId,
  record,
  onClose,
  onSaved,
  spec,
}: {
  siteId: string;
  record: R | null;
  onClose(): void;
  onSaved(): void;
  spec: RecordFormSpec<R>;
}) {
  const [create] = useMutation(spec.create);
  const [update] = useMutation(spec.update);
  return (
    <FormDrawer<Record<string, string>>
      title={record ? spec.title.edit : spec.title.create}
      size="min(480px, 100vw)"
      onClose={onClose}
      initialValues={spec.initialValues(record)}
      validate={spec.validate}
      save={async (input) => {
        if (record) await update({ variables: { id: record.id, input } });
        else await create({ variables: { siteId, input } });
        notifySuccess(spec.saved(Boolean(record), input));
        onSaved();
      }}
    >
      {() =>
        rowsOf(spec.fields).map((row) =>
          row.length > 1 ? (
            <div className="form-grid" key={row[0].name}>
              {row.map((f) => (
                <Field key={f.name} field={f} />
              ))}
            </div>
          ) : (
            <Field key={row[0].name} field={row[0]} />
          ),
        )
      }
    </FormDrawer>
  );
}
