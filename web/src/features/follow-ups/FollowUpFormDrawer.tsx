import { FOLLOW_UP_LIMITS, followUpSchema } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { Input } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { FollowUpFieldsFragment } from '../../gql/graphql';
import { CreateFollowUpDocument, UpdateFollowUpDocument } from './follow-ups.generated';
import { sendOrTellKept } from '../../app/offline/send-or-keep';
import { notifySuccess } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { DateField, WIRE_DATE } from '../../shared/form/DateField';
import { TextField } from '../../shared/form/TextField';
import { zodValidate } from '../../shared/form/zod-validate';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { keptPhotos } from './photo-list';
import { PhotosField } from './PhotosField';

interface Values {
  label: string;
  visitDate: string;
  projectManager: string;
  projectOwner: string;
  report: string;
  photoIds: string[];
}

const validate = zodValidate(followUpSchema);

/**
 * « Nouvelle fiche de suivi » / « Modifier la fiche »: libellé, date of the visit, maîtrise d'œuvre and d'ouvrage, the
 * report, and the photos in their order. Full screen on a phone.
 */
export function FollowUpFormDrawer({
  siteId,
  sheet,
  onClose,
  onSaved,
}: {
  siteId: string;
  sheet: FollowUpFieldsFragment | null;
  onClose(): void;
  onSaved(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState(false);
  const [photos] = useState(() => keptPhotos(sheet?.photos ?? []));
  const [create] = useMutation(CreateFollowUpDocument);
  const [update] = useMutation(UpdateFollowUpDocument);

  return (
    <FormDrawer<Values>
      title={t(sheet ? 'followUps.form.edit' : 'followUps.form.create')}
      size="min(600px, 100vw)"
      rootClassName="followups-drawer"
      busy={busy}
      onClose={onClose}
      initialValues={{
        label: sheet?.label ?? '',
        visitDate: (sheet?.visitDate as string | undefined) ?? dayjs().format(WIRE_DATE),
        projectManager: sheet?.projectManager ?? '',
        projectOwner: sheet?.projectOwner ?? '',
        report: sheet?.report ?? '',
        photoIds: photos.map((p) => p.id!),
      }}
      validate={validate}
      save={async (input) => {
        if (!sheet) {
          // A new sheet without a network is kept on the phone with its photos (app/offline).
          const variables = { input: { ...input, siteId } };
          const label = intl.formatMessage({ id: 'followUps.kept' }, { label: input.label, count: input.photoIds.length });
          const created = await sendOrTellKept((context, withId) => create({ variables: withId, context }), {
            document: CreateFollowUpDocument,
            variables,
            label,
            clientId: true,
          });
          if (created) notifySuccess(t('followUps.created', { label: created.data?.createFollowUp.label ?? input.label }));
          return onSaved();
        }
        const saved = (await update({ variables: { id: sheet.id, input } })).data?.updateFollowUp;
        notifySuccess(t('followUps.updated', { label: saved?.label ?? input.label }));
        onSaved();
      }}
    >
      {() => (
        <>
          <div className="form-grid">
            <TextField name="label" label={t('followUps.form.label')} placeholder={t('followUps.form.label.placeholder')} />
            <DateField name="visitDate" label={t('followUps.form.visitDate')} />
          </div>
          <div className="form-grid">
            <TextField name="projectManager" label={t('followUps.form.projectManager')} />
            <TextField name="projectOwner" label={t('followUps.form.projectOwner')} />
          </div>
          <BoundField<string> name="report" label={t('followUps.form.report')}>
            {({ onChange, onFocus: _focus, ...control }) => (
              <Input.TextArea
                {...control}
                className="followups-report-input"
                placeholder={t('followUps.form.report.placeholder')}
                autoSize={{ minRows: 5, maxRows: 14 }}
                maxLength={FOLLOW_UP_LIMITS.report}
                showCount
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </BoundField>
          <PhotosField initial={photos} onBusy={setBusy} offlineKeep={!sheet} />
          {busy ? <p className="form-hint followups-waiting">{t('followUps.form.photos.waiting')}</p> : null}
        </>
      )}
    </FormDrawer>
  );
}
