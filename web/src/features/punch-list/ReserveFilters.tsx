import { RESERVE_STATUSES, type ReserveStatus } from '@chantiers/schema';
import { AutoComplete, Button, Select, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SiteReservesQuery } from '../../gql/graphql';
import { SearchBox } from '../../shared/records/SearchBox';
import type { ReserveFilter } from './first-queries';
import { STATUS_COLORS } from './reserve-status';
import { suggestionFilter } from './reserve-values';

type Totals = SiteReservesQuery['reserves']['totals'];

const TOTAL_OF: Record<ReserveStatus, keyof Totals> = {
  OPEN: 'open',
  LIFTED: 'lifted',
  VALIDATED: 'validated',
  REFUSED: 'refused',
};

/**
 * The count of each status under the other filters, as tags: tapping one shows only that status, tapping it again all
 * of them (the api counts them with the status filter set apart).
 */
export function StatusTotals({
  totals,
  status,
  onStatus,
}: {
  totals: Totals | undefined;
  status: ReserveStatus | null;
  onStatus(s: ReserveStatus | null): void;
}) {
  const intl = useIntl();
  return (
    <div className="punch-totals" role="group" aria-label={intl.formatMessage({ id: 'reserves.filter.status' })}>
      {RESERVE_STATUSES.map((s) => (
        <Tag.CheckableTag key={s} checked={status === s} className={`punch-total is-${s.toLowerCase()}`} onChange={(on) => onStatus(on ? s : null)}>
          <Tag color={STATUS_COLORS[s]} variant="filled">
            {intl.formatMessage({ id: `reserve.totals.${s}` }, { count: totals?.[TOTAL_OF[s]] ?? 0 })}
          </Tag>
        </Tag.CheckableTag>
      ))}
    </div>
  );
}

/** A trade typed or picked, applied once picked, on Enter or when the field is left (not at each letter). */
function TradeFilter({ value, suggestions, onChange }: { value: string | null; suggestions: string[]; onChange(trade: string | null): void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'reserves.filter.trade' });
  const [typed, setTyped] = useState(value ?? '');
  useEffect(() => setTyped(value ?? ''), [value]);
  const apply = (text: string) => {
    const trade = text.trim() || null;
    if (trade !== value) onChange(trade);
  };
  return (
    <AutoComplete
      className="punch-filter"
      value={typed}
      options={suggestions.map((s) => ({ value: s }))}
      showSearch={{ filterOption: suggestionFilter }}
      placeholder={label}
      aria-label={label}
      allowClear
      onChange={(v) => {
        setTyped(v ?? '');
        if (!v) apply('');
      }}
      onSelect={(v: string) => apply(v)}
      onBlur={() => apply(typed)}
      onKeyDown={(e) => (e.key === 'Enter' ? apply(typed) : undefined)}
    />
  );
}

interface Props {
  filter: ReserveFilter;
  plans: { id: string; title: string }[];
  trades: string[];
  onChange(change: Partial<ReserveFilter>): void;
}

/** The list's filters (kept in the address, so a link or a reload shows the same list): plan, trade, responsible. */
export function ReserveFilters({ filter, plans, trades, onChange }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const any = filter.planId || filter.trade || filter.responsible || filter.status;
  return (
    <div className="punch-filters" role="search" aria-label={t('reserves.filters')}>
      <Select<string>
        className="punch-filter"
        aria-label={t('reserves.filter.plan')}
        placeholder={t('reserves.filter.plan.all')}
        allowClear
        value={filter.planId ?? undefined}
        options={plans.map((p) => ({ value: p.id, label: p.title }))}
        onChange={(planId) => onChange({ planId: planId ?? null })}
        popupMatchSelectWidth={false}
      />
      <TradeFilter value={filter.trade} suggestions={trades} onChange={(trade) => onChange({ trade })} />
      <SearchBox
        className="punch-filter"
        label={t('reserves.filter.responsible.placeholder')}
        asked={filter.responsible ?? ''}
        onSearch={(text) => onChange({ responsible: text || null })}
      />
      {any ? (
        <Button type="link" onClick={() => onChange({ planId: null, trade: null, responsible: null, status: null })}>
          {t('reserves.filter.clear')}
        </Button>
      ) : null}
    </div>
  );
}
