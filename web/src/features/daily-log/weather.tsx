import { WEATHERS, type Weather } from '@chantiers/schema';
import { Select } from 'antd';
import { useIntl } from 'react-intl';
import { BoundField } from '../../shared/form/BoundField';

/**
 * The weather's pictures: antd's icons have no rain, fog or frost, and a phone draws these in colour at any size.
 * They are decoration: the words beside them say it.
 */
const PICTURES: Record<Weather, string> = {
  SUN: '☀️',
  CLOUDS: '☁️',
  RAIN: '🌧️',
  STORM: '⛈️',
  WIND: '💨',
  HEAT: '🌡️',
  COLD: '❄️',
  FOG: '🌫️',
};

/** A half-day's weather: its picture and its word ('Pluie'). */
export function WeatherLabel({ weather }: { weather: Weather }) {
  const intl = useIntl();
  return (
    <span className="dailylog-weather">
      <span className="dailylog-weather-icon" aria-hidden>
        {PICTURES[weather]}
      </span>
      {intl.formatMessage({ id: `dailyLog.weather.${weather}` })}
    </span>
  );
}

/** 'Matin' or 'Après-midi': the eight weathers to choose from, each with its picture, or none. */
export function WeatherField({ name, label }: { name: 'weatherMorning' | 'weatherAfternoon'; label: string }) {
  const intl = useIntl();
  const options = WEATHERS.map((w) => ({
    value: w,
    label: <WeatherLabel weather={w} />,
    title: intl.formatMessage({ id: `dailyLog.weather.${w}` }),
  }));
  return (
    <BoundField<Weather | null> name={name} label={label}>
      {({ value, onChange, ...control }) => (
        <Select
          {...control}
          size="large"
          allowClear
          value={value || undefined}
          onChange={(v) => onChange(v ?? null)}
          options={options}
          placeholder={intl.formatMessage({ id: 'dailyLog.weather.none' })}
          popupMatchSelectWidth={false}
        />
      )}
    </BoundField>
  );
}
