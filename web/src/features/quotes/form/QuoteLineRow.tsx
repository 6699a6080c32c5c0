import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { QUOTE_UNITS, VAT_RATES } from '@chantiers/schema';
import { Button, Input, Select } from 'antd';
import { createContext, type KeyboardEvent, memo, useContext } from 'react';
import { useField } from 'react-final-form';
import { useIntl } from 'react-intl';
import { BoundField } from '../../../shared/form/BoundField';
import { formatMoney, formatPercent } from '../../../shared/format';
import { lineTotal } from './quote-amounts';
import { LINE_FIELDS, type LineField, type LineValues } from './quote-form-values';

/** What lots and lines do to the form's `lots` array; stable for the form's life, so memoised rows skip re-renders. */
export interface LotsActions {
  addLot(): void;
  moveLot(lot: number, by: -1 | 1): void;
  removeLot(lot: number): void;
  /** After `after` (at the end without it); the new line's designation takes the focus. */
  addLine(lot: number, after?: number): void;
  moveLine(lot: number, line: number, by: -1 | 1): void;
  removeLine(lot: number, line: number): void;
  /** Focuses, once the next render is on screen, the first of these elements that can take it. */
  focusSoon(...ids: string[]): void;
}

export const LotsContext = createContext<{ actions: LotsActions; readOnly: boolean } | null>(null);

export function useLots() {
  const value = useContext(LotsContext);
  if (!value) throw new Error('useLots outside QuoteLotsField');
  return value;
}

export const fieldId = (name: string) => `field-${name}`;
export const linePrefix = (lot: number, line: number) => `lots.${lot}.lines.${line}`;

interface Props {
  lot: number;
  index: number;
  count: number;
  uid: string;
  /** No line may be added to this lot (its or the quote's limit is reached). */
  full: boolean;
}

/**
 * One line of a lot: a row of the grid on a laptop, a small card on a phone. Enter moves to the next field like a
 * spreadsheet; in the last one (TVA) it adds a line below and goes to it.
 */
export const QuoteLineRow = memo(function QuoteLineRow({ lot, index, count, uid, full }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { actions, readOnly } = useLots();
  const prefix = linePrefix(lot, index);
  const n = index + 1;

  const onKeyDownCapture = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing || readOnly) return;
    const target = e.target as HTMLElement;
    // An open list picks its option with Enter.
    if (target.getAttribute('aria-expanded') === 'true') return;
    const at = LINE_FIELDS.findIndex((f) => target.id === fieldId(`${prefix}.${f}`));
    if (at < 0) return;
    // Not the form's submit, nor the select opening its list.
    e.preventDefault();
    e.stopPropagation();
    if (at < LINE_FIELDS.length - 1) document.getElementById(fieldId(`${prefix}.${LINE_FIELDS[at + 1]}`))?.focus();
    else if (!full) actions.addLine(lot, index);
  };

  const label = (field: LineField) => t(`quotes.form.line.${field}`);
  return (
    <div className="quote-line" role="group" aria-label={t('quotes.form.line', { n })} onKeyDownCapture={onKeyDownCapture}>
      <div className="quote-line-head">
        <span className="quote-line-number">{t('quotes.form.line', { n })}</span>
        {readOnly ? null : (
          <div className="quote-line-actions">
            <Button
              id={`quote-line-${uid}-up`}
              type="text"
              size="small"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('quotes.form.line.up', { n })}
              title={t('quotes.form.line.up', { n })}
              disabled={index === 0}
              onClick={() => actions.moveLine(lot, index, -1)}
            />
            <Button
              id={`quote-line-${uid}-down`}
              type="text"
              size="small"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('quotes.form.line.down', { n })}
              title={t('quotes.form.line.down', { n })}
              disabled={index === count - 1}
              onClick={() => actions.moveLine(lot, index, 1)}
            />
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('quotes.form.line.remove', { n })}
              title={t('quotes.form.line.remove', { n })}
              disabled={count === 1}
              onClick={() => actions.removeLine(lot, index)}
            />
          </div>
        )}
      </div>
      <div className="quote-cell quote-cell-designation">
        <BoundField<string> name={`${prefix}.designation`} label={label('designation')}>
          {({ onChange, ...control }) => (
            <Input.TextArea {...control} autoSize={{ minRows: 1, maxRows: 6 }} enterKeyHint="next" onChange={(e) => onChange(e.target.value)} />
          )}
        </BoundField>
      </div>
      <div className="quote-cell quote-cell-unit">
        <ChoiceCell name={`${prefix}.unit`} label={label('unit')} options={QUOTE_UNITS.map((u) => ({ value: u, label: u }))} />
      </div>
      <NumberCell name={`${prefix}.quantity`} label={label('quantity')} className="quote-cell-quantity" />
      <NumberCell name={`${prefix}.unitPriceHT`} label={label('unitPriceHT')} className="quote-cell-price" />
      <NumberCell name={`${prefix}.discountPercent`} label={label('discountPercent')} className="quote-cell-discount" placeholder="0" />
      <div className="quote-cell quote-cell-vat">
        <ChoiceCell name={`${prefix}.vatRate`} label={label('vatRate')} options={VAT_RATES.map((r) => ({ value: r, label: formatPercent(r) }))} />
      </div>
      <LineTotal prefix={prefix} label={t('quotes.form.line.total')} />
    </div>
  );
});

/** A decimal typed the French way ('12,5'), right-aligned as amounts are in a quote. */
function NumberCell({ name, label, className, placeholder }: { name: string; label: string; className: string; placeholder?: string }) {
  return (
    <div className={`quote-cell quote-cell-number ${className}`}>
      <BoundField<string> name={name} label={label}>
        {({ onChange, ...control }) => (
          <Input
            {...control}
            inputMode="decimal"
            enterKeyHint="next"
            autoComplete="off"
            placeholder={placeholder}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </BoundField>
    </div>
  );
}

function ChoiceCell({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onFocus: _focus, ...control }) => <Select {...control} options={options} popupMatchSelectWidth={false} />}
    </BoundField>
  );
}

/** The line's total HT as the server will compute it, or a dash until quantity and price are readable. */
function LineTotal({ prefix, label }: { prefix: string; label: string }) {
  const { input } = useField<LineValues>(prefix, { subscription: { value: true } });
  const total = lineTotal(input.value ?? {});
  return (
    <div className="quote-cell quote-line-total">
      <span className="quote-line-total-label">{label}</span>
      <span className="quote-line-total-value" data-testid="line-total">
        {total === null ? '—' : formatMoney(total)}
      </span>
    </div>
  );
}
