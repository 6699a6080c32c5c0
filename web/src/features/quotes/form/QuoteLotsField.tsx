import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { QUOTE_LIMITS } from '@chantiers/schema';
import { Button } from 'antd';
import { type KeyboardEvent, memo, useEffect, useMemo, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { TextField } from '../../../shared/form/TextField';
import { formatMoney } from '../../../shared/format';
import { quotePreview } from './quote-amounts';
import { type LineValues, type LotValues, newLine, newLot, type QuoteFormValues } from './quote-form-values';
import { fieldId, linePrefix, type LotsActions, LotsContext, QuoteLineRow, useLots } from './QuoteLineRow';
import './quote-lines.css';

const moved = <T,>(items: T[], from: number, by: -1 | 1): T[] => {
  const to = from + by;
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
};

/**
 * The quote's lots and their lines. The whole `lots` array is one form value changed with `form.change` (no
 * final-form-arrays): fields are named by position ('lots.0.lines.1.quantity', the keys the api's errors use), and
 * each lot and line carries a `uid` so React keeps its inputs with it when it moves.
 */
export function QuoteLotsField({ readOnly }: { readOnly: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const form = useForm<QuoteFormValues>();
  const { input } = useField<LotValues[]>('lots', { subscription: { value: true } });
  const lots = input.value || [];
  // Ids to focus after the next render, the first that can take it: a moved row's arrow, a new line's designation…
  const pendingFocus = useRef<string[]>([]);
  useEffect(() => {
    const ids = pendingFocus.current;
    if (!ids.length) return;
    pendingFocus.current = [];
    const el = ids.map((id) => document.getElementById(id)).find((e) => e && !(e as HTMLButtonElement).disabled);
    el?.focus();
  });

  const actions = useMemo<LotsActions>(() => {
    const current = () => form.getState().values.lots;
    const set = (next: LotValues[]) => form.change('lots', next);
    const setLines = (lot: number, lines: LineValues[]) => set(current().map((l, i) => (i === lot ? { ...l, lines } : l)));
    return {
      focusSoon: (...ids) => {
        pendingFocus.current = ids;
      },
      addLot() {
        const next = [...current(), newLot()];
        pendingFocus.current = [fieldId(`lots.${next.length - 1}.title`)];
        set(next);
      },
      moveLot(lot, by) {
        const uid = current()[lot].uid;
        // The arrow used, else (the row reached an end) the other one.
        pendingFocus.current = by < 0 ? [`quote-lot-${uid}-up`, `quote-lot-${uid}-down`] : [`quote-lot-${uid}-down`, `quote-lot-${uid}-up`];
        set(moved(current(), lot, by));
      },
      removeLot(lot) {
        if (current().length <= 1) return;
        // The focus goes on to the lot that takes its place, else the one before.
        pendingFocus.current = [fieldId(`lots.${lot}.title`), fieldId(`lots.${lot - 1}.title`)];
        set(current().filter((_, i) => i !== lot));
      },
      addLine(lot, after) {
        const lines = current()[lot].lines;
        const at = after === undefined ? lines.length : after + 1;
        const next = [...lines.slice(0, at), newLine(lines[at - 1]?.vatRate ?? '20'), ...lines.slice(at)];
        pendingFocus.current = [fieldId(`${linePrefix(lot, at)}.designation`)];
        setLines(lot, next);
      },
      moveLine(lot, line, by) {
        const lines = current()[lot].lines;
        const uid = lines[line].uid;
        pendingFocus.current = by < 0 ? [`quote-line-${uid}-up`, `quote-line-${uid}-down`] : [`quote-line-${uid}-down`, `quote-line-${uid}-up`];
        setLines(lot, moved(lines, line, by));
      },
      removeLine(lot, line) {
        const lines = current()[lot].lines;
        if (lines.length <= 1) return;
        pendingFocus.current = [fieldId(`${linePrefix(lot, line)}.designation`), fieldId(`${linePrefix(lot, line - 1)}.designation`)];
        setLines(
          lot,
          lines.filter((_, i) => i !== line),
        );
      },
    };
  }, [form]);
  const context = useMemo(() => ({ actions, readOnly }), [actions, readOnly]);
  const lineCount = lots.reduce((sum, l) => sum + l.lines.length, 0);

  return (
    <LotsContext.Provider value={context}>
      <div className="quote-lots">
        {lots.map((lot, i) => (
          <LotBlock
            key={lot.uid}
            index={i}
            count={lots.length}
            uid={lot.uid}
            lineUids={lot.lines.map((l) => l.uid).join(' ')}
            full={lot.lines.length >= QUOTE_LIMITS.linesPerLot || lineCount >= QUOTE_LIMITS.lines}
          />
        ))}
        {readOnly ? null : (
          <Button icon={<PlusOutlined aria-hidden />} onClick={actions.addLot} disabled={lots.length >= QUOTE_LIMITS.lots} className="quote-add-lot">
            {t('quotes.form.lot.add')}
          </Button>
        )}
      </div>
    </LotsContext.Provider>
  );
}

interface LotProps {
  index: number;
  count: number;
  uid: string;
  /** Its lines' uids, space-separated: a string keeps the memo working when another lot changes. */
  lineUids: string;
  full: boolean;
}

/** A lot: its title, its lines (a grid with column heads on a laptop) and its subtotal HT. */
const LotBlock = memo(function LotBlock({ index, count, uid, lineUids, full }: LotProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { actions, readOnly } = useLots();
  const uids = lineUids.split(' ');
  const n = index + 1;
  // Enter in the title goes on to the lot's first line, not to the form's submit.
  const onTitleKey = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' || (e.target as HTMLElement).id !== fieldId(`lots.${index}.title`)) return;
    e.preventDefault();
    document.getElementById(fieldId(`${linePrefix(index, 0)}.designation`))?.focus();
  };
  const heads = ['designation', 'unit', 'quantity', 'unitPriceHT', 'discountPercent', 'vatRate', 'total'] as const;

  return (
    <section className="quote-lot" role="group" aria-label={t('quotes.form.lot', { n })}>
      <div className="quote-lot-head">
        <div className="quote-lot-title" onKeyDown={onTitleKey}>
          <TextField
            name={`lots.${index}.title`}
            label={t('quotes.form.lot.title', { n })}
            placeholder={t('quotes.form.lot.title.placeholder')}
            autoComplete="off"
          />
        </div>
        {readOnly ? null : (
          <div className="quote-lot-actions">
            <Button
              id={`quote-lot-${uid}-up`}
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={t('quotes.form.lot.up', { n })}
              title={t('quotes.form.lot.up', { n })}
              disabled={index === 0}
              onClick={() => actions.moveLot(index, -1)}
            />
            <Button
              id={`quote-lot-${uid}-down`}
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={t('quotes.form.lot.down', { n })}
              title={t('quotes.form.lot.down', { n })}
              disabled={index === count - 1}
              onClick={() => actions.moveLot(index, 1)}
            />
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('quotes.form.lot.remove', { n })}
              title={t('quotes.form.lot.remove', { n })}
              disabled={count === 1}
              onClick={() => actions.removeLot(index)}
            />
          </div>
        )}
      </div>
      <div className="quote-lines">
        {/* The column heads are for the eye: each field carries its own label for screen readers (and on a phone). */}
        <div className="quote-lines-heads" aria-hidden>
          {heads.map((h) => (
            <span key={h} className={`quote-lines-head quote-lines-head-${h}`}>
              {t(h === 'total' ? 'quotes.form.line.total' : `quotes.form.line.${h}`)}
            </span>
          ))}
        </div>
        {uids.map((lineUid, j) => (
          <QuoteLineRow key={lineUid} lot={index} index={j} count={uids.length} uid={lineUid} full={full} />
        ))}
      </div>
      <div className="quote-lot-foot">
        {readOnly ? null : (
          <Button type="dashed" icon={<PlusOutlined aria-hidden />} onClick={() => actions.addLine(index)} disabled={full}>
            {t('quotes.form.line.add')}
          </Button>
        )}
        <LotSubtotal index={index} label={t('quotes.form.lot.subtotal', { n })} />
      </div>
    </section>
  );
});

function LotSubtotal({ index, label }: { index: number; label: string }) {
  const { input } = useField<LineValues[]>(`lots.${index}.lines`, { subscription: { value: true } });
  const subtotal = quotePreview([{ lines: input.value || [] }]).lots[0];
  return (
    <div className="quote-lot-subtotal" data-testid={`lot-subtotal-${index}`}>
      <span>{label}</span>
      <strong>{formatMoney(subtotal)}</strong>
    </div>
  );
}
