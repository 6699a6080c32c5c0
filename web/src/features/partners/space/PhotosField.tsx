import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { PhotoGrid, type PhotoGridMessages } from '../../../shared/components/PhotoGrid';
import { BoundField } from '../../../shared/form/BoundField';
import { MAX_PHOTOS, type PhotoItem } from './photo-items';
import type { ProfileValues } from './profile-values';

const MESSAGES: PhotoGridMessages = {
  add: 'partnerSpace.photos.add',
  count: 'partnerSpace.photos.count',
  list: 'partnerSpace.photos.list',
  tooMany: 'partnerSpace.photos.tooMany',
  alt: 'partnerSpace.photo.alt',
  progress: 'partnerSpace.photo.progress',
  left: 'partnerSpace.photo.left',
  right: 'partnerSpace.photo.right',
  remove: 'partnerSpace.photo.remove',
};

/**
 * « Photos de réalisations »: several chosen at once (or taken with the phone's camera), each uploaded with its
 * progress, shown as thumbnails to reorder or remove, 10 at most. The form's `photos` holds them in the order shown.
 */
export function PhotosField() {
  const intl = useIntl();
  const form = useForm<ProfileValues>();
  /** Always the form's latest list: uploads answer while the user reorders. */
  const latest = () => form.getState().values.photos ?? [];

  return (
    <BoundField<PhotoItem[]>
      name="photos"
      label={intl.formatMessage({ id: 'partnerSpace.section.photos' })}
      note={intl.formatMessage({ id: 'partnerSpace.photos.note' })}
    >
      {({ value, ...control }) => (
        <PhotoGrid
          items={value || []}
          latest={latest}
          update={(change) => form.change('photos', change(latest()))}
          max={MAX_PHOTOS}
          control={control}
          // The field's label opens the picker too; the button keeps its own name.
          labelFor="input"
          classPrefix="ps"
          className="ps-photos"
          inputTestId="partner-photos-input"
          messages={MESSAGES}
        />
      )}
    </BoundField>
  );
}
