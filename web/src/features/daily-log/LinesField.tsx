import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DAILY_LOG_LIMITS } from '@chantiers/schema';
import { Button, Input, InputNumber } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useField, useFormState } from 'react-final-form';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { sameContent } from './day-values';

export interface LineColumn<L> {
  key: Exclude<keyof L, 'uid'> & string;
  labelId: string;
  kind: 'text' | 'count';
  /** The smallest count (0 for people, 1 for equipment) or the longest text. */
  min?: number;
  maxLength?: number;
  placeholderId?: string;
}

interface Props<L extends { uid: string }> {
  name: 'manpower' | 'equipment' | 'visitors';
  columns: LineColumn<L>[];
  newLine(): L;
  addId: string;
  emptyId: string;
  readOnly: boolean;
  /** Under the lines: a total, a note. */
  footer?: ReactNode;
}

/**
 * A list of lines (people per trade, equipment, visitors) as one form value changed whole: lines are added and
 * removed without fields named by position registering afresh (react-final-form would give a moved line the first
 * values of the line that sat there). The shared schema's errors name a line's cell ('manpower.1.count'): each shows
 * under its cell once the cell was left, or after a save was tried.
 */
export function LinesField<L extends { uid: string }>({ name, columns, newLine, addId, emptyId, readOnly, footer }: Props<L>) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { input, meta } = useField<L[]>(name, {
    isEqual: sameContent,
    subscription: { value: true, submitFailed: true, dirtySinceLastSubmit: true },
  });
  const { errors, submitErrors } = useFormState({ subscription: { errors: true, submitErrors: true } });
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const focusNext = useRef<string | null>(null);
  const lines = input.value || [];
  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const flat = (path: string): string | undefined => {
    const found = (errors as Record<string, string> | undefined)?.[path];
    return found ?? (meta.dirtySinceLastSubmit ? undefined : (submitErrors as Record<string, string> | undefined)?.[path]);
  };
  const shown = (path: string, cell: string) => {
    const message = flat(path);
    return message && (meta.submitFailed || left.has(cell)) ? say(message, intl) : undefined;
  };
  const change = (index: number, key: string, value: unknown) => input.onChange(lines.map((l, i) => (i === index ? { ...l, [key]: value } : l)));
  const add = () => {
    const line = newLine();
    focusNext.current = `${name}-${line.uid}-${columns[0].key}`;
    input.onChange([...lines, line]);
  };
  const listError = flat(name);

  return (
    <div className="dailylog-lines">
      {lines.length ? (
        <ol className="dailylog-line-list">
          {lines.map((line, index) => (
            <li key={line.uid} className={`dailylog-line dailylog-line-${name}`}>
              {columns.map((column) => {
                const id = `${name}-${line.uid}-${column.key}`;
                const error = shown(`${name}.${index}.${column.key}`, id);
                const label = `${t(column.labelId)}, ${t('dailyLog.line', { index: index + 1 })}`;
                const common = {
                  id,
                  'aria-label': label,
                  'aria-invalid': Boolean(error),
                  'aria-describedby': error ? `${id}-error` : undefined,
                  status: error ? ('error' as const) : undefined,
                  onBlur: () => setLeft((s) => new Set(s).add(id)),
                  placeholder: column.placeholderId ? t(column.placeholderId) : undefined,
                };
                return (
                  <div key={column.key} className={`dailylog-cell is-${column.kind}`}>
                    <label className="dailylog-cell-label" htmlFor={id} aria-hidden>
                      {t(column.labelId)}
                    </label>
                    {column.kind === 'count' ? (
                      <InputNumber
                        {...common}
                        inputMode="numeric"
                        min={column.min ?? 0}
                        max={DAILY_LOG_LIMITS.count}
                        precision={0}
                        controls={false}
                        value={(line[column.key] as number | null) ?? null}
                        onChange={(v) => change(index, column.key, typeof v === 'number' ? v : null)}
                      />
                    ) : (
                      <Input
                        {...common}
                        maxLength={column.maxLength ?? DAILY_LOG_LIMITS.name}
                        value={String(line[column.key] ?? '')}
                        onChange={(e) => change(index, column.key, e.target.value)}
                      />
                    )}
                    {error ? (
                      <div className="form-field-help" id={`${id}-error`} role="alert">
                        {error}
                      </div>
                    ) : null}
                  </div>
                );
              })}
              {readOnly ? null : (
                <Button
                  className="dailylog-line-remove"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('dailyLog.line.remove', { index: index + 1 })}
                  title={t('dailyLog.line.remove', { index: index + 1 })}
                  onClick={() => input.onChange(lines.filter((_, i) => i !== index))}
                />
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="dailylog-empty">{t(emptyId)}</p>
      )}
      {listError && (meta.submitFailed || left.size) ? (
        <div className="form-field-help" role="alert">
          {say(listError, intl)}
        </div>
      ) : null}
      {footer}
      {readOnly || lines.length >= DAILY_LOG_LIMITS.lines ? null : (
        <Button className="dailylog-line-add" icon={<PlusOutlined aria-hidden />} onClick={add}>
          {t(addId)}
        </Button>
      )}
    </div>
  );
}
