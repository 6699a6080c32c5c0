import { useIntl } from 'react-intl';
import { formatMoney, formatPercent } from '../../../shared/format';
import { fromCents, toCents } from '../../finance/global/amounts';

interface Props {
  budget: string | null | undefined;
  /** Engagé: what the rentabilité deducts. */
  committed: string;
  /** Réglé: the paid part of it (the detail shows it; a card does not). */
  paid?: string | null;
  compact?: boolean;
}

/** Tenths of a per cent of `part` over `whole`, exact (cents as BigInt), as a decimal string: '16.5'. */
function tenths(part: bigint, whole: bigint): string {
  const scaled = (part * 2000n + whole) / (2n * whole);
  return `${scaled / 10n}.${scaled % 10n}`;
}

/**
 * How much of a site's budget is used: the committed amount against the budget, the paid part drawn darker inside it,
 * the rest or the overrun said in words. Without a budget, only the committed amount.
 */
export function BudgetBar({ budget, committed, paid, compact = false }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const total = toCents(budget);
  const used = toCents(committed);
  if (total <= 0n) {
    return (
      <div className={`budget-bar is-none${compact ? ' is-compact' : ''}`}>
        <span>{t('budget.none')}</span>
        {used > 0n ? <span>{`${t('budget.committed')} : ${formatMoney(committed)}`}</span> : null}
      </div>
    );
  }
  const over = used > total;
  const usedShare = tenths(used < 0n ? 0n : used, total);
  const paidCents = toCents(paid);
  // Widths are drawing only: the texts carry the exact amounts.
  const width = (cents: bigint) => `${Math.min(100, Number(tenths(cents < 0n ? 0n : cents, total)))}%`;
  return (
    <div className={`budget-bar${over ? ' is-over' : ''}${compact ? ' is-compact' : ''}`}>
      <div className="budget-bar-head">
        <span>
          {t('budget.committed')} <strong className="fin-amount">{formatMoney(committed)}</strong>
          {compact ? null : <> {t('budget.ofBudget', { budget: formatMoney(budget) })}</>}
        </span>
        <span className={over ? 'fin-negative' : undefined}>{formatPercent(usedShare)}</span>
      </div>
      <div className="budget-bar-track" role="img" aria-label={t('budget.aria', { percent: formatPercent(usedShare) })}>
        <span className="budget-bar-committed" style={{ width: width(used) }} />
        {paid ? <span className="budget-bar-paid" style={{ width: width(paidCents) }} /> : null}
      </div>
      <div className="budget-bar-foot">
        {paid ? (
          <span>
            {t('budget.paid')} <span className="fin-amount">{formatMoney(paid)}</span>
          </span>
        ) : (
          <span>{t('budget.ofBudget', { budget: formatMoney(budget) })}</span>
        )}
        <span className={over ? 'fin-negative' : undefined}>
          {over
            ? t('budget.over', { amount: formatMoney(fromCents(used - total)) })
            : t('budget.left', { amount: formatMoney(fromCents(total - used)) })}
        </span>
      </div>
    </div>
  );
}
