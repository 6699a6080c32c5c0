import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import { Input, InputNumber, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { BoundField } from '../../shared/form/BoundField';

/** A section of the day, titled for the eye and for screen readers' headings list. */
export function Section({ id, title, children, extra }: { id: string; title: string; children: ReactNode; extra?: ReactNode }) {
  return (
    <section className="dailylog-section" aria-labelledby={`dailylog-${id}`}>
      <div className="dailylog-section-head">
        <h2 id={`dailylog-${id}`} className="dailylog-section-title">
          {title}
        </h2>
        {extra}
      </div>
      {children}
    </section>
  );
}

/** A temperature in whole degrees (the api's bounds), or none. */
export function TemperatureField({ name, label }: { name: 'temperatureMin' | 'temperatureMax'; label: string }) {
  return (
    <BoundField<number | null> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <InputNumber
          {...control}
          size="large"
          inputMode="numeric"
          min={DAILY_LOG_LIMITS.temperatureMin}
          max={DAILY_LOG_LIMITS.temperatureMax}
          precision={0}
          controls={false}
          suffix="°C"
          value={value ?? null}
          onChange={(v) => onChange(typeof v === 'number' ? v : null)}
          style={{ width: '100%' }}
        />
      )}
    </BoundField>
  );
}

/** Words typed at length (events, incidents), their count shown against the api's limit. */
export function LongTextField({ name, label, max, placeholder }: { name: string; label: string; max: number; placeholder?: string }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onChange, onFocus: _focus, ...control }) => (
        <Input.TextArea
          {...control}
          autoSize={{ minRows: 3, maxRows: 14 }}
          maxLength={max}
          showCount
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </BoundField>
  );
}

/** 'Travaux arrêtés pour intempéries'. */
export function StoppedField() {
  const intl = useIntl();
  return (
    <BoundField<boolean> name="stoppedByWeather" label={intl.formatMessage({ id: 'dailyLog.weather.stopped' })}>
      {({ value, onChange, status: _status, ...control }) => (
        <div className="dailylog-switch">
          <Switch {...control} checked={Boolean(value)} onChange={(checked) => onChange(checked)} />
          <span aria-hidden>{intl.formatMessage({ id: value ? 'dailyLog.yes' : 'dailyLog.no' })}</span>
        </div>
      )}
    </BoundField>
  );
}

/** The weather's note, one line. */
export function NoteField({ label }: { label: string }) {
  return (
    <BoundField<string> name="weatherNote" label={label}>
      {({ onChange, ...control }) => (
        <Input {...control} size="large" maxLength={DAILY_LOG_LIMITS.weatherNote} onChange={(e) => onChange(e.target.value)} />
      )}
    </BoundField>
  );
}
