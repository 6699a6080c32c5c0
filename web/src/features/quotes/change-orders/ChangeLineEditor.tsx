import { DeleteOutlined } from '@ant-design/icons';
import { QUOTE_UNITS, VAT_RATES } from '@chantiers/schema';
import { AutoComplete, Button, Input, Select } from 'antd';
import { useForm } from 'react-final-form';
import { useIntl } from 'react-intl';
import { BoundField } from '../../../shared/form/BoundField';
import { foldedLabelFilter } from '../../../shared/form/folded-filter';
import { formatMoney, formatPercent } from '../../../shared/format';
import { billedOf, type ChangeLineValues, type LineDelta, type QuoteLines, targetContent } from './change-order-values';
import { decimalMark } from '../../../shared/format/numbers';

interface Props {
  index: number;
  /** Its values, as the avenant's `lines` field holds them (a line's own field would read undefined before it registers). */
  line: ChangeLineValues;
  lines: QuoteLines;
  /** Lines another line of this avenant already changes or removes: the api takes each once. */
  taken: ReadonlySet<string>;
  delta: LineDelta | null;
  onDrop(): void;
}

/**
 * One line of an avenant: a line added to a lot (chosen or new), a line of the quote chosen then edited from its
 * content, or one chosen to be removed; with what it changes HT (before, after, difference).
 */
export function ChangeLineEditor({ index, line, lines, taken, delta, onDrop }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  // Untyped: its fields are named by position ('lines.0.lineId').
  const form = useForm();
  const prefix = `lines.${index}`;
  const separator = decimalMark(intl.locale);
  const n = index + 1;
  const title = t('changeOrders.line.title', { n, action: t(`changeOrders.line.${line.action}`) });
  const target = line.lineId ? lines.byId.get(line.lineId) : undefined;

  const choose = (id: string) => {
    const chosen = lines.byId.get(id);
    form.batch(() => {
      form.change(`${prefix}.lineId`, id);
      // A change starts from the line as the quote bills it now: the user edits what changes.
      if (chosen && line.action === 'CHANGE')
        for (const [field, value] of Object.entries(targetContent(chosen, lines, separator))) form.change(`${prefix}.${field}`, value);
    });
  };
  const options = lines.billable
    .filter((l) => !l.removed && (!taken.has(l.id) || l.id === line.lineId))
    .map((l) => ({
      value: l.id,
      label: [
        t('changeOrders.line.target.option', { lot: l.lotTitle, designation: l.designation, amount: formatMoney(l.totalHT) }),
        l.addedBy ? t('changeOrders.line.addedBy', { reference: l.addedBy }) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    }));

  return (
    <section className={`change-line is-${line.action.toLowerCase()}`} role="group" aria-label={title}>
      <div className="change-line-head">
        <span className="change-line-title">{title}</span>
        <Button
          type="text"
          size="small"
          danger
          icon={<DeleteOutlined aria-hidden />}
          aria-label={t('changeOrders.line.drop', { n })}
          title={t('changeOrders.line.drop', { n })}
          onClick={onDrop}
        />
      </div>
      {line.action === 'ADD' ? (
        <BoundField<string> name={`${prefix}.lotTitle`} label={t('changeOrders.line.lot')}>
          {({ onChange, onFocus: _focus, ...control }) => (
            <AutoComplete
              {...control}
              options={lines.lotTitles.map((title) => ({ value: title, label: title }))}
              showSearch={{ filterOption: foldedLabelFilter }}
              placeholder={t('changeOrders.line.lot.placeholder')}
              onChange={(v: string) => onChange(v ?? '')}
            />
          )}
        </BoundField>
      ) : (
        <BoundField<string> name={`${prefix}.lineId`} label={t('changeOrders.line.target')}>
          {({ value, onChange: _change, onFocus: _focus, ...control }) => (
            <Select
              {...control}
              value={value || undefined}
              options={options}
              showSearch={{ filterOption: foldedLabelFilter }}
              placeholder={t('changeOrders.line.target.placeholder')}
              popupMatchSelectWidth={false}
              onChange={(id: string) => choose(id)}
            />
          )}
        </BoundField>
      )}
      {line.action === 'REMOVE' ? null : <ContentFields prefix={prefix} />}
      {line.action === 'REMOVE' && target && delta && delta.after !== '0.00' ? (
        <p className="change-line-note">{t('changeOrders.line.billed', { amount: formatMoney(billedOf(target, lines)) })}</p>
      ) : null}
      <dl className="change-line-delta" aria-label={t('changeOrders.line.delta')}>
        {delta?.before != null ? (
          <div>
            <dt>{t('changeOrders.line.before')}</dt>
            <dd>{formatMoney(delta.before)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('changeOrders.line.after')}</dt>
          <dd>{delta ? formatMoney(delta.after) : '—'}</dd>
        </div>
        <div className="change-line-delta-value">
          <dt>{t('changeOrders.line.delta')}</dt>
          <dd data-testid="change-line-delta">{delta ? formatMoney(delta.delta, { signed: true }) : '—'}</dd>
        </div>
      </dl>
    </section>
  );
}

/** What a line is (added or after its change): the quote line's fields. */
function ContentFields({ prefix }: { prefix: string }) {
  const intl = useIntl();
  const label = (field: string) => intl.formatMessage({ id: `changeOrders.line.${field}` });
  return (
    <div className="change-line-content">
      <div className="change-line-designation">
        <BoundField<string> name={`${prefix}.designation`} label={label('designation')}>
          {({ onChange, ...control }) => (
            <Input.TextArea {...control} autoSize={{ minRows: 1, maxRows: 5 }} onChange={(e) => onChange(e.target.value)} />
          )}
        </BoundField>
      </div>
      <Choice name={`${prefix}.unit`} label={label('unit')} options={QUOTE_UNITS.map((u) => ({ value: u, label: u }))} />
      <Decimal name={`${prefix}.quantity`} label={label('quantity')} />
      <Decimal name={`${prefix}.unitPriceHT`} label={label('unitPriceHT')} />
      <Decimal name={`${prefix}.discountPercent`} label={label('discountPercent')} placeholder="0" />
      <Choice name={`${prefix}.vatRate`} label={label('vatRate')} options={VAT_RATES.map((r) => ({ value: r, label: formatPercent(r) }))} />
    </div>
  );
}

function Decimal({ name, label, placeholder }: { name: string; label: string; placeholder?: string }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onChange, ...control }) => (
        <Input {...control} inputMode="decimal" autoComplete="off" placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
      )}
    </BoundField>
  );
}

function Choice({ name, label, options }: { name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <BoundField<string> name={name} label={label}>
      {({ onFocus: _focus, ...control }) => <Select {...control} options={options} popupMatchSelectWidth={false} />}
    </BoundField>
  );
}
