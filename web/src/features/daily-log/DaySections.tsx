import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import { useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { keepOnPhone } from '../../app/offline/keep-on-phone';
import type { PhotoGridMessages } from '../../shared/components/PhotoGrid';
import type { PhotoItem } from '../../shared/upload/photo-list';
import { PhotosField } from '../../shared/upload/PhotosField';
import type { DailyLogFieldsFragment } from '../../gql/graphql';
import { DeliveriesField } from './DeliveriesField';
import { type DayValues, type EquipmentRow, headcount, type ManpowerRow, newEquipment, newManpower, newVisitor, type VisitorRow } from './day-values';
import { LongTextField, NoteField, Section, StoppedField, TemperatureField } from './fields';
import { type LineColumn, LinesField } from './LinesField';
import { WeatherField } from './weather';

const MANPOWER: LineColumn<ManpowerRow>[] = [
  { key: 'trade', labelId: 'dailyLog.manpower.trade', kind: 'text', placeholderId: 'dailyLog.manpower.trade.placeholder' },
  { key: 'company', labelId: 'dailyLog.manpower.company', kind: 'text', placeholderId: 'dailyLog.manpower.company.own' },
  { key: 'count', labelId: 'dailyLog.manpower.count', kind: 'count', min: 0 },
];
const EQUIPMENT: LineColumn<EquipmentRow>[] = [
  { key: 'name', labelId: 'dailyLog.equipment.name', kind: 'text', placeholderId: 'dailyLog.equipment.name.placeholder' },
  { key: 'count', labelId: 'dailyLog.equipment.count', kind: 'count', min: 1 },
];
const VISITORS: LineColumn<VisitorRow>[] = [
  { key: 'name', labelId: 'dailyLog.visitors.name', kind: 'text' },
  { key: 'organisation', labelId: 'dailyLog.visitors.organisation', kind: 'text' },
  { key: 'purpose', labelId: 'dailyLog.visitors.purpose', kind: 'text', maxLength: DAILY_LOG_LIMITS.purpose },
];
const PHOTO_MESSAGES: PhotoGridMessages = {
  add: 'dailyLog.photos.add',
  count: 'dailyLog.photos.count',
  list: 'dailyLog.photos.list',
  tooMany: 'dailyLog.photos.tooMany',
  alt: 'dailyLog.photo.alt',
  progress: 'dailyLog.photo.progress',
  left: 'dailyLog.photo.left',
  right: 'dailyLog.photo.right',
  remove: 'dailyLog.photo.remove',
};
// A day's log is saved whole under its site and day, so one with photos taken without a network is kept and sent later.
const keepOffline = async (file: File) => (await keepOnPhone(file, 'image')).id;

function Headcount() {
  const intl = useIntl();
  const { values } = useFormState<DayValues>({ subscription: { values: true } });
  return <p className="dailylog-total">{intl.formatMessage({ id: 'dailyLog.manpower.total' }, { count: headcount(values.manpower) })}</p>;
}

/** A signed log's photos (or those of a signature kept on the phone): thumbnails, the stored ones opening the image. */
function PhotoGallery({ items, stored }: { items: PhotoItem[]; stored: DailyLogFieldsFragment['photos'] }) {
  const intl = useIntl();
  if (!items.length) return <p className="dailylog-empty">{intl.formatMessage({ id: 'dailyLog.photos.none' })}</p>;
  return (
    <ul className="dailylog-gallery">
      {items.map((item, i) => {
        const image = <img src={item.src} alt={intl.formatMessage({ id: 'dailyLog.photo.alt' }, { index: i + 1, name: item.name ?? '' })} />;
        const url = stored.find((p) => p.id === item.id)?.url;
        return (
          <li key={item.key}>
            {url ? (
              <a href={url} target="_blank" rel="noreferrer">
                {image}
              </a>
            ) : (
              image
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface Props {
  siteId: string;
  log: DailyLogFieldsFragment;
  readOnly: boolean;
  /** The manpower comes from the day's activity report and assignments (a draft the server prefilled). */
  prefilled: boolean;
  /** The photo tiles the form starts with; a new set (a save came back) remounts the field. */
  photos: { items: PhotoItem[]; version: number };
  onPhotosBusy(busy: boolean): void;
}

/** The day's log, section by section, in the order a site manager goes through the day. */
export function DaySections({ siteId, log, readOnly, prefilled, photos, onPhotosBusy }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <>
      <Section id="weather" title={t('dailyLog.section.weather')}>
        <div className="dailylog-pair is-weather">
          <WeatherField name="weatherMorning" label={t('dailyLog.weather.morning')} />
          <WeatherField name="weatherAfternoon" label={t('dailyLog.weather.afternoon')} />
        </div>
        <div className="dailylog-pair">
          <TemperatureField name="temperatureMin" label={t('dailyLog.temperature.min')} />
          <TemperatureField name="temperatureMax" label={t('dailyLog.temperature.max')} />
        </div>
        <NoteField label={t('dailyLog.weather.note')} />
        <StoppedField />
      </Section>
      <Section id="manpower" title={t('dailyLog.section.manpower')}>
        {prefilled && !readOnly ? <p className="dailylog-prefilled">{t('dailyLog.manpower.prefilled')}</p> : null}
        <LinesField<ManpowerRow>
          name="manpower"
          columns={MANPOWER}
          newLine={newManpower}
          addId="dailyLog.manpower.add"
          emptyId="dailyLog.manpower.empty"
          readOnly={readOnly}
          footer={<Headcount />}
        />
      </Section>
      <Section id="equipment" title={t('dailyLog.section.equipment')}>
        <LinesField<EquipmentRow>
          name="equipment"
          columns={EQUIPMENT}
          newLine={newEquipment}
          addId="dailyLog.equipment.add"
          emptyId="dailyLog.equipment.empty"
          readOnly={readOnly}
        />
      </Section>
      <Section id="deliveries" title={t('dailyLog.section.deliveries')}>
        <DeliveriesField siteId={siteId} purchases={log.purchasesOfDay} delivered={log.deliveries} readOnly={readOnly} />
      </Section>
      <Section id="events" title={t('dailyLog.section.events')}>
        <LongTextField
          name="events"
          label={t('dailyLog.events')}
          max={DAILY_LOG_LIMITS.text}
          placeholder={readOnly ? undefined : t('dailyLog.events.placeholder')}
        />
      </Section>
      <Section id="incidents" title={t('dailyLog.section.incidents')}>
        <LongTextField
          name="incidents"
          label={t('dailyLog.incidents')}
          max={DAILY_LOG_LIMITS.text}
          placeholder={readOnly ? undefined : t('dailyLog.incidents.placeholder')}
        />
      </Section>
      <Section id="visitors" title={t('dailyLog.section.visitors')}>
        <LinesField<VisitorRow>
          name="visitors"
          columns={VISITORS}
          newLine={newVisitor}
          addId="dailyLog.visitors.add"
          emptyId="dailyLog.visitors.empty"
          readOnly={readOnly}
        />
      </Section>
      <Section id="photos" title={t('dailyLog.section.photos')}>
        {readOnly ? (
          <PhotoGallery items={photos.items} stored={log.photos} />
        ) : (
          <PhotosField
            key={photos.version}
            initial={photos.items}
            onBusy={onPhotosBusy}
            label={t('dailyLog.photos')}
            note={t('dailyLog.photos.note')}
            max={DAILY_LOG_LIMITS.photos}
            messages={PHOTO_MESSAGES}
            classPrefix="dailylog"
            className="dailylog-photos-field"
            keepOffline={keepOffline}
          />
        )}
      </Section>
    </>
  );
}
