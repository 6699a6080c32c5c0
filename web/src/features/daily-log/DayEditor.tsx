import { EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Alert, Button, ConfigProvider } from 'antd';
import { createForm, FORM_ERROR, type FormApi } from 'final-form';
import { useEffect, useRef, useState } from 'react';
import { Form, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import type { DailyLogFieldsFragment, DailyLogInput } from '../../gql/graphql';
import { DraftNotice } from '../../shared/form/DraftNotice';
import { submitWith } from '../../shared/form/submission-errors';
import { useFormDraft } from '../../shared/form/useFormDraft';
import { say } from '../../shared/intl/current-intl';
import { readUser } from '../../shared/session/storage';
import { startPhotos } from './day-photos';
import type { KeptDay } from './day-outbox';
import { DaySections } from './DaySections';
import { type DayKey, type DayValues, sameContent, validateDay, valuesOfInput, valuesOfLog } from './day-values';
import type { DayActions } from './useDayActions';

/** The fields the sections show: a server's error about another (the day, the site) is said above the buttons. */
const SHOWN_FIELDS = 'weather(Morning|Afternoon|Note)|temperature(Min|Max)|stoppedByWeather|delivery(PurchaseIds|Note)|events|incidents|photoIds';
const SHOWN = new RegExp(`^((${SHOWN_FIELDS})$|(manpower|equipment|visitors)(\\.|$))`);

function FormFailure() {
  const intl = useIntl();
  const { submitErrors, submitError, dirtySinceLastSubmit } = useFormState({
    subscription: { submitErrors: true, submitError: true, dirtySinceLastSubmit: true },
  });
  if (dirtySinceLastSubmit) return null;
  const other = Object.entries((submitErrors ?? {}) as Record<string, string>).find(([field]) => field !== FORM_ERROR && !SHOWN.test(field));
  const message = submitError ?? other?.[1];
  return message ? <Alert className="dailylog-failure" type="error" showIcon role="alert" title={say(String(message), intl)} /> : null;
}

/** What signing asks of the form: to be saved first when it holds what the server does not have yet. */
export interface SignRequest {
  saveFirst: (() => Promise<boolean>) | null;
}

interface Props {
  dayKey: DayKey;
  log: DailyLogFieldsFragment;
  kept: KeptDay;
  readOnly: boolean;
  canSign: boolean;
  actions: DayActions;
  onAskSign(request: SignRequest): void;
}

/**
 * The day's form. It follows the log it shows without being drawn again: a save that came back (sent, or kept on the
 * phone) or the server's newer version starts it afresh in place, keeping what was typed since, so a signature under
 * way (which saves first) is never cut off.
 */
export function DayEditor({ dayKey, log, kept, readOnly, canSign, actions, onAskSign }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const sentName = t('dailyLog.photos.sent');
  const keptInput = kept.save ? (kept.save.variables.input as DailyLogInput) : null;
  const sourceValues = () => (keptInput ? valuesOfInput(keptInput) : valuesOfLog(log));
  // A save kept here and gone from the phone (sent, refused, or dropped) stays on screen until the server answers
  // with a newer log: the log it had before would undo, on screen and at the next save, what the user typed.
  const keptFrom = useRef<{ key: string; serverAt: string | null } | null>(null);
  if (kept.save) keptFrom.current = { key: kept.save.key, serverAt: log.updatedAt };
  else if (keptFrom.current && keptFrom.current.serverAt !== log.updatedAt) keptFrom.current = null;
  const version = keptFrom.current?.key ?? `server:${log.id ?? ''}:${log.updatedAt ?? ''}`;
  const lastSent = useRef<DayValues | null>(null);
  const submit = submitWith<DayValues>(async (values) => {
    lastSent.current = values;
    await actions.save(values);
  });
  const submitRef = useRef(submit);
  submitRef.current = submit;
  const [form] = useState<FormApi<DayValues>>(() =>
    createForm<DayValues>({ onSubmit: (v, f) => submitRef.current(v, f), initialValues: sourceValues(), validate: validateDay(dayKey) }),
  );
  const draft = useFormDraft<DayValues>(`${readUser().id}:dailyLog:${dayKey.siteId}:${dayKey.day}`, form);
  const [photos, setPhotos] = useState(() => ({ ...startPhotos(log, kept.save, sentName), version: 0 }));
  const [busy, setBusy] = useState(false);
  const urls = useRef(photos.urls);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  const seen = useRef(version);
  useEffect(() => {
    if (seen.current === version) return;
    seen.current = version;
    const { values, initialValues } = form.getState();
    const sent = lastSent.current as Record<string, unknown> | null;
    // Typed since the form last started or was saved: kept on top of the newer log. Photos follow the log (their ids change).
    const typed = Object.keys(values).filter(
      (name) =>
        name !== 'photoIds' &&
        !sameContent(values[name as keyof DayValues], initialValues?.[name as keyof DayValues]) &&
        !(sent && sameContent(values[name as keyof DayValues], sent[name])),
    ) as (keyof DayValues)[];
    form.batch(() => {
      form.initialize(sourceValues());
      for (const name of typed) form.change(name, values[name]);
    });
    const next = startPhotos(log, kept.save, sentName);
    urls.current.forEach((u) => URL.revokeObjectURL(u));
    urls.current = next.urls;
    setPhotos((p) => ({ ...next, version: p.version + 1 }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version]);

  const saveFirst = async (): Promise<boolean> => {
    await form.submit();
    const state = form.getState();
    return Boolean(state.submitSucceeded && !state.hasSubmitErrors);
  };
  const askSign = async () => {
    const state = form.getState();
    // Errors first: they show under their fields, and nothing is signed.
    if (state.hasValidationErrors) return void (await form.submit());
    onAskSign({ saveFirst: state.dirty || (!log.saved && !kept.save) ? saveFirst : null });
  };
  const restore = () => {
    // A draft's photo ids name tiles this form no longer shows: the photos stay as they are.
    const ids = form.getState().values.photoIds;
    draft.restore();
    form.change('photoIds', ids);
  };

  return (
    <Form<DayValues>
      form={form}
      onSubmit={submit}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate aria-label={t('dailyLog.form')} className={`dailylog-form${readOnly ? ' is-readonly' : ''}`}>
          {readOnly ? null : <DraftNotice draft={draft.found} onRestore={restore} onDiscard={draft.discard} />}
          <ConfigProvider componentDisabled={readOnly}>
            <DaySections
              siteId={dayKey.siteId}
              log={log}
              readOnly={readOnly}
              prefilled={!log.saved && !keptInput && log.manpower.length > 0}
              photos={photos}
              onPhotosBusy={setBusy}
            />
          </ConfigProvider>
          {readOnly ? null : (
            <div className="dailylog-bar">
              <FormFailure />
              {busy ? <p className="dailylog-waiting">{t('dailyLog.photos.waiting')}</p> : null}
              <div className="dailylog-bar-buttons">
                <Button type="primary" size="large" htmlType="submit" icon={<SaveOutlined aria-hidden />} loading={submitting} disabled={busy}>
                  {t('dailyLog.save')}
                </Button>
                {canSign ? (
                  <Button size="large" icon={<EditOutlined aria-hidden />} disabled={busy || submitting} onClick={() => void askSign()}>
                    {t('dailyLog.sign')}
                  </Button>
                ) : null}
              </div>
            </div>
          )}
        </form>
      )}
    />
  );
}
