import { useMutation } from '@apollo/client/react';
import { useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { ClearActivityDocument, SaveActivityDocument } from './activity.generated';
import { notifyError } from '../../shared/errors/notify';
import { sendOrKeep } from '../../app/offline/send-or-keep';
import { type OutboxChange, useOutbox } from '../../app/offline/outbox-store';
import type { CellValue } from './activity-grid';

const key = (personnelId: string, day: string) => `${personnelId}:${day}`;
interface Override {
  value: CellValue;
  /** The change that set it: an older save coming back does not take a newer value off the screen. */
  seq: number;
}

/** Where the typed days are: being saved, all saved (and when), kept on the phone (no network), or the last save refused. */
export type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'kept' } | { state: 'error' };

interface KeptCells {
  entries?: { siteId: string; personnelId: string; day: string; value: CellValue }[];
  cells?: { siteId: string; personnelId: string; day: string }[];
}

/** The site's cells typed without a network and not sent yet, the latest winning: shown as typed until sent. */
function keptCells(changes: readonly OutboxChange[], siteId: string): Map<string, CellValue> {
  const kept = new Map<string, CellValue>();
  for (const change of changes) {
    if (change.refused || (change.operationName !== 'SaveActivity' && change.operationName !== 'ClearActivity')) continue;
    const { entries, cells } = change.variables as KeptCells;
    for (const e of entries ?? []) if (e.siteId === siteId) kept.set(key(e.personnelId, e.day), e.value);
    for (const c of cells ?? []) if (c.siteId === siteId) kept.set(key(c.personnelId, c.day), null);
  }
  return kept;
}

/**
 * The cells of a site's week as the user sees them: what the server answered, overlaid by what was just typed (shown
 * at once, saved in the background). Saves go one after the other, each waiting for the week to be read again, so a
 * quick second click is never overtaken by the answer to the first. A refused save puts the cell back and says why.
 */
export function useActivityCells(siteId: string) {
  const [overrides, setOverrides] = useState<Record<string, Override>>({});
  const [saving, setSaving] = useState<SaveState>({ state: 'idle' });
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);
  const seq = useRef(0);
  const options = { refetchQueries: ['SiteActivityWeek', 'ActivityMonth', 'SiteFinanceSummary'], awaitRefetchQueries: true };
  const [save] = useMutation(SaveActivityDocument, options);
  const [clear] = useMutation(ClearActivityDocument, options);
  const intl = useIntl();
  const outbox = useOutbox();
  const kept = useMemo(() => keptCells(outbox, siteId), [outbox, siteId]);

  const valueOf = (personnelId: string, day: string, server: CellValue): CellValue => {
    const k = key(personnelId, day);
    const o = overrides[k];
    return o ? o.value : kept.has(k) ? (kept.get(k) ?? null) : server;
  };

  /** Sets cells of one value (a click, a key, a row or a day filled at once): one request. */
  const set = (cells: { personnelId: string; day: string }[], value: CellValue) => {
    if (!cells.length) return;
    const mine = ++seq.current;
    pending.current++;
    setSaving({ state: 'saving' });
    setOverrides((o) => ({ ...o, ...Object.fromEntries(cells.map((c) => [key(c.personnelId, c.day), { value, seq: mine }])) }));
    const done = () =>
      setOverrides((o) => {
        const next = { ...o };
        for (const c of cells) if (next[key(c.personnelId, c.day)]?.seq === mine) delete next[key(c.personnelId, c.day)];
        return next;
      });
    // Without a network the days are kept on the phone (app/offline) and shown as typed until sent.
    const days = [...new Set(cells.map((c) => c.day))].sort().map((d) => `${d.slice(8, 10)}/${d.slice(5, 7)}`);
    const label = intl.formatMessage(
      { id: 'activity.kept' },
      { count: cells.length, days: days.length > 1 ? `${days[0]} → ${days[days.length - 1]}` : days[0] },
    );
    const request = (): Promise<{ kept: boolean }> =>
      value === null
        ? sendOrKeep((context) => clear({ variables: { cells: cells.map((c) => ({ siteId, ...c })) }, context }), {
            document: ClearActivityDocument,
            variables: { cells: cells.map((c) => ({ siteId, ...c })) },
            label,
          })
        : sendOrKeep((context) => save({ variables: { entries: cells.map((c) => ({ siteId, ...c, value })) }, context }), {
            document: SaveActivityDocument,
            variables: { entries: cells.map((c) => ({ siteId, ...c, value })) },
            label,
          });
    queue.current = queue.current.then(request).then(
      (sent) => {
        done();
        if (--pending.current === 0) setSaving(sent.kept ? { state: 'kept' } : { state: 'saved', at: new Date() });
      },
      (err: unknown) => {
        done();
        pending.current--;
        setSaving({ state: 'error' });
        notifyError(err);
      },
    );
  };

  return { valueOf, set, saving };
}
