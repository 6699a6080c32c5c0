import { useMutation } from '@apollo/client/react';
import { PUNCH_LIST_LIMITS, reserveLiftSchema } from '@chantiers/schema';
import { Alert, Input, Modal } from 'antd';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { SpacePartnerReserveFieldsFragment } from '../../../gql/graphql';
import type { PhotoGridMessages } from '../../../shared/components/PhotoGrid';
import { notifySuccess } from '../../../shared/errors/notify';
import { BoundField } from '../../../shared/form/BoundField';
import { FormActions } from '../../../shared/form/FormActions';
import { submitWith } from '../../../shared/form/submission-errors';
import { zodValidate } from '../../../shared/form/zod-validate';
import { say } from '../../../shared/intl/current-intl';
import { PhotosField } from '../../../shared/upload/PhotosField';
import { SpaceLiftPartnerReserveDocument } from './partner-reserves.generated';

const PHOTO_MESSAGES: PhotoGridMessages = {
  add: 'partnerReserves.photos.add',
  count: 'partnerReserves.photos.count',
  list: 'partnerReserves.photos.list',
  tooMany: 'partnerReserves.photos.tooMany',
  alt: 'partnerReserves.photo.alt',
  progress: 'partnerReserves.photo.progress',
  left: 'partnerReserves.photo.left',
  right: 'partnerReserves.photo.right',
  remove: 'partnerReserves.photo.remove',
};

interface Values {
  note: string;
  photoIds: string[];
}

const validate = zodValidate(reserveLiftSchema);
/** One object for the form's life: react-final-form starts the form again when its initial values change. */
const INITIAL: Values = { note: '', photoIds: [] };

/**
 * « Marquer levée »: the partner says the defect is fixed, with a note and photos of the work if they wish (taken with the
 * phone's camera, uploaded as they are chosen). The company is told and checks it.
 */
export function LiftPartnerReserveModal({
  reserve,
  onClose,
  onLifted,
}: {
  reserve: SpacePartnerReserveFieldsFragment;
  onClose(): void;
  onLifted(): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [lift] = useMutation(SpaceLiftPartnerReserveDocument);
  const [busy, setBusy] = useState(false);
  const title = t('partnerReserves.lift.title', { reference: reserve.reference });
  return (
    <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden rootClassName="pr-modal">
      <p className="ps-secondary">{t('partnerReserves.lift.intro')}</p>
      <Form<Values>
        initialValues={INITIAL}
        validate={validate}
        onSubmit={submitWith<Values>(async (input) => {
          await lift({ variables: { id: reserve.id, input } });
          notifySuccess(t('partnerReserves.lifted', { reference: reserve.reference, company: reserve.companyName }));
          onLifted();
        })}
        render={({ handleSubmit, submitting, submitError }) => (
          <form onSubmit={handleSubmit} noValidate aria-label={title}>
            <BoundField<string> name="note" label={t('partnerReserves.lift.note')}>
              {({ onChange, onFocus: _focus, ...control }) => (
                <Input.TextArea
                  {...control}
                  placeholder={t('partnerReserves.lift.note.placeholder')}
                  autoSize={{ minRows: 3, maxRows: 8 }}
                  maxLength={PUNCH_LIST_LIMITS.note}
                  onChange={(e) => onChange(e.target.value)}
                />
              )}
            </BoundField>
            <PhotosField
              initial={[]}
              onBusy={setBusy}
              label={t('partnerReserves.lift.photos')}
              note={t('partnerReserves.lift.photos.note')}
              max={PUNCH_LIST_LIMITS.photos}
              messages={PHOTO_MESSAGES}
              classPrefix="ps"
              className="pr-photos-field"
            />
            {submitError ? <Alert type="error" showIcon title={say(String(submitError), intl)} className="pr-form-error" /> : null}
            <FormActions onCancel={onClose} submitting={submitting} disabled={busy} submitLabel={t('partnerReserves.lift.submit')} />
          </form>
        )}
      />
    </Modal>
  );
}
