import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { Field } from 'react-final-form';
import { FieldShell, useShownError } from './FieldShell';

/** Dates travel as 'YYYY-MM-DD' and are shown 'DD/MM/YYYY', whatever the browser's language. */
export const WIRE_DATE = 'YYYY-MM-DD';
export const SHOWN_DATE = 'DD/MM/YYYY';

interface Props {
  name: string;
  label: ReactNode;
  note?: ReactNode;
  /** Days before this one (YYYY-MM-DD) cannot be picked. */
  minDate?: string;
  /** Told the day picked (e.g. to fill a weekday). */
  onPicked?(day: string): void;
}

/** A day picked with antd's DatePicker, kept in the form as 'YYYY-MM-DD' ('' when cleared). */
export function DateField({ name, label, note, minDate, onPicked }: Props) {
  const shownFor = useShownError();
  const id = `field-${name}`;
  return (
    <Field<string | null> name={name}>
      {({ input, meta }) => {
        const shown = shownFor(meta);
        return (
          <FieldShell id={id} label={label} shown={shown} note={note}>
            <DatePicker
              id={id}
              size="large"
              format={SHOWN_DATE}
              value={input.value ? dayjs(input.value) : null}
              onChange={(d) => {
                const day = d ? d.format(WIRE_DATE) : '';
                input.onChange(day);
                if (day) onPicked?.(day);
              }}
              onBlur={() => input.onBlur()}
              disabledDate={minDate ? (d) => d.format(WIRE_DATE) < minDate : undefined}
              // Enter confirms a typed day in the picker; it must not submit the whole form as well.
              onKeyDown={(e) => (e.key === 'Enter' ? e.preventDefault() : undefined)}
              status={shown ? 'error' : undefined}
              aria-invalid={Boolean(shown)}
              aria-describedby={`${id}-help`}
              style={{ width: '100%' }}
            />
          </FieldShell>
        );
      }}
    </Field>
  );
}
