import { useIntl } from 'react-intl';
import type { CellValue } from './activity-grid';

/** A cell's value as the grid writes it: 'J' for a day, '½' for a half day, 'A' for absent, a dot for nothing. */
export function CellMark({ value }: { value: CellValue }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: `activity.value.${value ?? 'none'}` });
  const mark = value === '1' ? 'J' : value === '0.5' ? '½' : value === '0' ? 'A' : '·';
  return (
    <span className={`activity-mark is-${value === null ? 'none' : value === '1' ? 'day' : value === '0.5' ? 'half' : 'absent'}`} title={label}>
      {mark}
    </span>
  );
}
