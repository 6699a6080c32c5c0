import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { ClearActivityDocument, SaveActivityDocument } from './activity.generated';
import { notifyError } from '../../shared/errors/notify';
import type { CellValue } from './activity-grid';

const key = (personnelId: string, day: string) => `${personnelId}:${day}`;
interface Override {
  value: CellValue;
  /** The change that set it: an older save coming back does not take a newer value off the screen. */
  seq: number;
}

/** Where the typed days are: being saved, all saved (and when), or the last save refused. */
export type SaveState = { state: 'idle' } | { state: 'saving' } | { state: 'saved'; at: Date } | { state: 'error' };

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

  const valueOf = (personnelId: string, day: string, server: CellValue): CellValue => {
    const o = overrides[key(personnelId, day)];
    return o ? o.value : server;
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
    const request = (): Promise<unknown> =>
      value === null
        ? clear({ variables: { cells: cells.map((c) => ({ siteId, ...c })) } })
        : save({ variables: { entries: cells.map((c) => ({ siteId, ...c, value })) } });
    queue.current = queue.current.then(request).then(
      () => {
        done();
        if (--pending.current === 0) setSaving({ state: 'saved', at: new Date() });
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
