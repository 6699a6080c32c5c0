import { CheckOutlined, CloseOutlined, DeleteOutlined, EditOutlined, ToolOutlined } from '@ant-design/icons';
import { PUNCH_LIST_LIMITS, reserveLiftSchema, reserveRefusalSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Input, Modal, Popconfirm } from 'antd';
import { type ReactNode, useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { notifyInfo, notifySuccess } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { FormActions } from '../../shared/form/FormActions';
import { submitWith } from '../../shared/form/submission-errors';
import { zodValidate } from '../../shared/form/zod-validate';
import { say } from '../../shared/intl/current-intl';
import { usePermissions } from '../../shared/session/useCan';
import { keptPhotos } from '../../shared/upload/photo-list';
import { DeleteReserveDocument, LiftReserveDocument, RefuseReserveDocument, ValidateReserveDocument } from './punch-list.generated';
import { liftOrKeep } from './reserve-outbox';
import { type ReserveAction, reserveActions } from './reserve-status';
import { ReservePhotosField } from './ReservePhotosField';

type Reserve = ReserveFieldsFragment;

/** A text area bound to the form: the lift's note, the refusal's reason. */
function NoteField({ name, label, placeholder }: { name: string; label: string; placeholder: string }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onChange, onFocus: _focus, ...control }) => (
        <Input.TextArea
          {...control}
          placeholder={placeholder}
          autoSize={{ minRows: 3, maxRows: 8 }}
          maxLength={PUNCH_LIST_LIMITS.note}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </BoundField>
  );
}

/** A modal with a small form (the lift, the refusal): its fields, the server's message, Annuler and the action. */
function ActionForm<V extends object>(props: {
  title: string;
  submitLabel: string;
  danger?: boolean;
  initialValues: V;
  validate(values: V): Record<string, string>;
  save(values: V): Promise<unknown>;
  onClose(): void;
  children(busy: (b: boolean) => void): ReactNode;
}) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  return (
    <Modal open title={props.title} footer={null} onCancel={props.onClose} destroyOnHidden rootClassName="punch-modal">
      <Form<V>
        initialValues={props.initialValues}
        validate={props.validate}
        onSubmit={submitWith<V>(props.save)}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={props.title}>
            {props.children(setBusy)}
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} className="punch-form-error" /> : null}
            <FormActions onCancel={props.onClose} submitting={submitting} disabled={busy} danger={props.danger} submitLabel={props.submitLabel} />
          </form>
        )}
      />
    </Modal>
  );
}

const validateLift = zodValidate(reserveLiftSchema);
/** A confirmed action the api refused: its error toast is already shown (app/apollo/client.ts), nothing more to do. */
const quietly = (action: () => Promise<void>) => () => action().catch(() => undefined);
const validateRefusal = zodValidate(reserveRefusalSchema);

interface Props {
  reserve: Reserve;
  /** A lifting of it waits on this phone: no second one is offered. */
  liftKept: boolean;
  onEdit(): void;
  /** The réserve as the server now has it (null: kept on the phone). */
  onChanged(reserve: Reserve | null): void;
  onDeleted(): void;
}

/**
 * The réserve's actions, by its status and what the user may do (reserve-status.ts): Lever (a note and photos of the
 * work, kept on the phone without a network), Valider, Refuser (a reason), Modifier, Supprimer (the Admin Société).
 */
export function ReserveActions({ reserve, liftKept, onEdit, onChanged, onDeleted }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const permissions = usePermissions();
  const actions = reserveActions(reserve.status, (a) => permissions?.actions.has(a) ?? false).filter((a) => !(a === 'lift' && liftKept));
  const [open, setOpen] = useState<'lift' | 'refuse' | null>(null);
  const [lift] = useMutation(LiftReserveDocument);
  const [validate, validating] = useMutation(ValidateReserveDocument);
  const [refuse] = useMutation(RefuseReserveDocument);
  const [remove, removing] = useMutation(DeleteReserveDocument);
  const ref = { reference: reserve.reference };
  if (!actions.length) return null;

  const buttons: Record<ReserveAction, ReactNode> = {
    lift: (
      <Button key="lift" type="primary" icon={<ToolOutlined aria-hidden />} onClick={() => setOpen('lift')}>
        {t('reserve.action.lift')}
      </Button>
    ),
    validate: (
      <Popconfirm
        key="validate"
        title={t('reserve.validate.confirm', ref)}
        okText={t('reserve.action.validate')}
        onConfirm={quietly(async () => {
          const done = (await validate({ variables: { id: reserve.id } })).data?.validateReserve ?? null;
          notifySuccess(t('reserve.validated.done', ref));
          onChanged(done);
        })}
      >
        <Button type="primary" icon={<CheckOutlined aria-hidden />} loading={validating.loading}>
          {t('reserve.action.validate')}
        </Button>
      </Popconfirm>
    ),
    refuse: (
      <Button key="refuse" danger icon={<CloseOutlined aria-hidden />} onClick={() => setOpen('refuse')}>
        {t('reserve.action.refuse')}
      </Button>
    ),
    edit: (
      <Button key="edit" icon={<EditOutlined aria-hidden />} onClick={onEdit}>
        {t('reserve.action.edit')}
      </Button>
    ),
    delete: (
      <Popconfirm
        key="delete"
        title={t('reserve.delete.confirm', ref)}
        description={t('reserve.delete.note')}
        okText={t('reserve.action.delete')}
        okButtonProps={{ danger: true }}
        onConfirm={quietly(async () => {
          await remove({ variables: { id: reserve.id } });
          notifySuccess(t('reserve.deleted', ref));
          onDeleted();
        })}
      >
        <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.loading}>
          {t('reserve.action.delete')}
        </Button>
      </Popconfirm>
    ),
  };

  return (
    <>
      <div className="punch-actions">{actions.map((a) => buttons[a])}</div>
      {open === 'lift' ? (
        <ActionForm<{ note: string; photoIds: string[] }>
          title={t('reserve.lift.title', ref)}
          submitLabel={t('reserve.lift.submit')}
          initialValues={{ note: '', photoIds: reserve.liftPhotos.map((p) => p.id) }}
          validate={validateLift}
          onClose={() => setOpen(null)}
          save={async (input) => {
            const sent = await liftOrKeep((context, variables) => lift({ variables, context }), reserve.id, input, t('reserve.kept.lift', ref));
            if (sent.kept) notifyInfo(t('reserve.liftKept'));
            else notifySuccess(t('reserve.lifted.done', ref));
            setOpen(null);
            onChanged(sent.kept ? null : (sent.result.data?.liftReserve ?? null));
          }}
        >
          {(busy) => (
            <>
              <NoteField name="note" label={t('reserve.lift.note')} placeholder={t('reserve.lift.note.placeholder')} />
              <ReservePhotosField initial={keptPhotos(reserve.liftPhotos)} onBusy={busy} label={t('reserve.lift.photos')} offlineKeep />
            </>
          )}
        </ActionForm>
      ) : null}
      {open === 'refuse' ? (
        <ActionForm<{ reason: string }>
          title={t('reserve.refuse.title', ref)}
          submitLabel={t('reserve.refuse.submit')}
          danger
          initialValues={{ reason: '' }}
          validate={validateRefusal}
          onClose={() => setOpen(null)}
          save={async (input) => {
            const done = (await refuse({ variables: { id: reserve.id, input } })).data?.refuseReserve ?? null;
            notifySuccess(t('reserve.refused.done', ref));
            setOpen(null);
            onChanged(done);
          }}
        >
          {() => <NoteField name="reason" label={t('reserve.refuse.reason')} placeholder={t('reserve.refuse.reason.placeholder')} />}
        </ActionForm>
      ) : null}
    </>
  );
}
