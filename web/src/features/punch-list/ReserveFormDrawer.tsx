import { PUNCH_LIST_LIMITS } from '@chantiers/schema';
import { useMutation } from '@apollo/client/react';
import { AutoComplete, Input } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ReserveFieldsFragment } from '../../gql/graphql';
import { ApiError } from '../../shared/api/api-error';
import { notifyInfo, notifySuccess, toApiError } from '../../shared/errors/notify';
import { BoundField } from '../../shared/form/BoundField';
import { DateField } from '../../shared/form/DateField';
import { TextField } from '../../shared/form/TextField';
import { say } from '../../shared/intl/current-intl';
import { FormDrawer } from '../../shared/records/FormDrawer';
import { keptPhotos } from '../../shared/upload/photo-list';
import { CreateReserveDocument, UpdateReserveDocument } from './punch-list.generated';
import { createOrKeep } from './reserve-outbox';
import {
  emptyValues,
  type PinPlace,
  placeErrors,
  suggestionFilter,
  toInput,
  tradeSuggestions,
  validateReserve,
  valuesOf,
  type ReserveValues,
} from './reserve-values';
import { ReservePhotosField } from './ReservePhotosField';
import { ResponsibleField } from './ResponsibleField';

interface Props {
  siteId: string;
  /** Where the réserve is (or goes) on the plan. */
  place: PinPlace;
  planTitle: string;
  /** The réserve being changed; null for a new one. */
  reserve: ReserveFieldsFragment | null;
  /** The corps de métier the site's réserves already use, suggested with the usual ones. */
  seenTrades?: readonly string[];
  onClose(): void;
  /** The saved réserve, or null when kept on the phone until the network is back. */
  onSaved(reserve: ReserveFieldsFragment | null): void;
}

/** The corps de métier: typed, or picked among the usual ones and the site's (the api matches it accents and case aside). */
function TradeField({ suggestions }: { suggestions: string[] }) {
  const intl = useIntl();
  return (
    <BoundField<string> name="trade" label={intl.formatMessage({ id: 'reserve.form.trade' })}>
      {({ onChange, onFocus: _focus, status, ...control }) => (
        <AutoComplete
          {...control}
          status={status}
          size="large"
          options={suggestions.map((s) => ({ value: s }))}
          showSearch={{ filterOption: suggestionFilter }}
          placeholder={intl.formatMessage({ id: 'reserve.form.trade.placeholder' })}
          maxLength={PUNCH_LIST_LIMITS.trade}
          onChange={(v) => onChange(v ?? '')}
        />
      )}
    </BoundField>
  );
}

/**
 * « Nouvelle réserve » once its spot is tapped on the plan, or « Modifier la réserve »: the title first (the one thing
 * required, focused, so a réserve is written down in seconds on a phone), the trade, who lifts it and by when, a
 * description and photos. Without a network a new one is kept on the phone with its photos and sent later.
 */
export function ReserveFormDrawer({ siteId, place, planTitle, reserve, seenTrades = [], onClose, onSaved }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [busy, setBusy] = useState(false);
  const [photos] = useState(() => keptPhotos(reserve?.photos ?? []));
  const [create] = useMutation(CreateReserveDocument);
  const [update] = useMutation(UpdateReserveDocument);
  const suggestions = tradeSuggestions(t('reserve.form.trades'), seenTrades);
  const where = t('reserve.form.where', { plan: planTitle, number: place.version, page: place.page });

  const save = async (values: ReserveValues) => {
    const input = toInput(values, place);
    try {
      if (reserve) {
        const saved = (await update({ variables: { id: reserve.id, input } })).data?.updateReserve ?? null;
        notifySuccess(t('reserve.updated', { reference: saved?.reference ?? reserve.reference }));
        return onSaved(saved);
      }
      const label = t('reserve.kept.create', { title: values.title.trim(), plan: planTitle });
      const sent = await createOrKeep((context, variables) => create({ variables, context }), { ...input, siteId }, label);
      if (sent.kept) {
        notifyInfo(say('outbox.kept'));
        return onSaved(null);
      }
      const made = sent.result.data?.createReserve ?? null;
      if (made) notifySuccess(t('reserve.created', { reference: made.reference }));
      onSaved(made);
    } catch (err) {
      // The api names the schema's fields (responsible.id), the form's are flat (responsibleId); the pin's are the form's own.
      const refused = toApiError(err);
      if (!refused.fields) throw err;
      throw new ApiError(refused.status, refused.code, refused.message, refused.messageId, placeErrors(refused.fields));
    }
  };

  return (
    <FormDrawer<ReserveValues>
      title={reserve ? t('reserve.form.edit', { reference: reserve.reference }) : t('reserve.form.create')}
      size="min(560px, 100vw)"
      rootClassName="punch-drawer"
      busy={busy}
      onClose={onClose}
      initialValues={reserve ? valuesOf(reserve) : emptyValues()}
      validate={validateReserve(place)}
      save={save}
    >
      {() => (
        <>
          <p className="punch-form-where">{where}</p>
          <TextField name="title" label={t('reserve.form.title')} placeholder={t('reserve.form.title.placeholder')} autoFocus />
          <TradeField suggestions={suggestions} />
          <BoundField<string> name="description" label={t('reserve.form.description')}>
            {({ onChange, onFocus: _focus, ...control }) => (
              <Input.TextArea
                {...control}
                autoSize={{ minRows: 2, maxRows: 8 }}
                maxLength={PUNCH_LIST_LIMITS.description}
                onChange={(e) => onChange(e.target.value)}
              />
            )}
          </BoundField>
          <ResponsibleField />
          <DateField name="dueDate" label={t('reserve.form.dueDate')} />
          <ReservePhotosField initial={photos} onBusy={setBusy} label={t('reserve.form.photos')} offlineKeep={!reserve} />
          {busy ? <p className="punch-waiting">{t('reserve.form.photos.waiting')}</p> : null}
        </>
      )}
    </FormDrawer>
  );
}
