import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { BoundField } from './BoundField';
import { SHOWN_DATE, WIRE_DATE } from './date-formats';

// Dates travel as 'YYYY-MM-DD' and are shown 'DD/MM/YYYY', whatever the browser's language (date-formats.ts, where
// a list's period filter takes them without the form field and its date picker).
export { SHOWN_DATE, WIRE_DATE } from './date-formats';

interface Props {
  name: string;
  label: ReactNode;
  note?: ReactNode;
  /** Days before this one (YYYY-MM-DD) cannot be picked. */
  minDate?: string;
  /** Days after this one (YYYY-MM-DD) cannot be picked (a record of what happened: today at the latest). */
  maxDate?: string;
  /** Told the day picked (e.g. to fill a weekday). */
  onPicked?(day: string): void;
}

/** A day picked with antd's DatePicker, kept in the form as 'YYYY-MM-DD' ('' when cleared). */
export function DateField({ name, label, note, minDate, maxDate, onPicked }: Props) {
  return (
    <BoundField<string | null> name={name} label={label} note={note}>
      {({ value, onChange, onFocus: _focus, ...control }) => (
        <DatePicker
          {...control}
          size="large"
          format={SHOWN_DATE}
          value={value ? dayjs(value) : null}
          onChange={(d) => {
            const day = d ? d.format(WIRE_DATE) : '';
            onChange(day);
            if (day) onPicked?.(day);
          }}
          disabledDate={
            minDate || maxDate ? (d) => (!!minDate && d.format(WIRE_DATE) < minDate) || (!!maxDate && d.format(WIRE_DATE) > maxDate) : undefined
          }
          // Enter confirms a typed day in the picker; it must not submit the whole form as well.
          onKeyDown={(e) => (e.key === 'Enter' ? e.preventDefault() : undefined)}
          style={{ width: '100%' }}
        />
      )}
    </BoundField>
  );
}
