import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { ActivityEntryData } from '@chantiers/schema';
import Decimal from 'decimal.js';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { Company } from '../../core/tenancy/company.entity';
import { sentence } from '../../core/errors/sentence';
import { raise } from '../../core/events/domain-events';
import { activityDayState } from './activity.events';
import { User } from '../accounts';
import { PersonnelAssignment } from '../personnel';
import { Personnel } from '../personnel';
import { SiteNewsEntry } from '../sites';
import { Site } from '../sites';
import { ActivityEntry } from './activity-entry.entity';
import { recordDays } from './activity-news';
import { daysOfMonth, frenchDay, frenchMonth, monthStart, weekOf } from './activity-dates';
import { ActivityMonthLock } from './activity-month-lock.entity';
import { PersonnelRate } from './personnel-rate.entity';

const cents = (d: Decimal) => d.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
/** Rates recorded before any change: in force since always. */
export const SINCE_ALWAYS = '2000-01-01';

interface Rate {
  validFrom: string;
  dailyRate: string;
  mealBonus: string;
}

/**
 * Activity reports (CRA): a person's days on a site (1, 0.5 or 0), valued at the rates in force on each day and added
 * to the site's month in the same transaction; one day at most per person and day across sites; locked months.
 */
export class ActivityService {
  /** The week that holds `day` on a site: the people assigned to it that week, and anyone imputed there. */
  async week(em: EntityManager, siteId: string, day: string) {
    const site = await em.findOne(Site, { id: siteId }, { fields: ['id', 'name'] });
    if (!site) throw AppError.notFound('site.notFound');
    const days = weekOf(day);
    const [assigned, entries, locks] = await Promise.all([
      em.find(
        PersonnelAssignment,
        { site: site.id, startDate: { $lte: days[6] }, endDate: { $gte: days[0] } },
        { populate: ['personnel'], fields: ['personnel'] },
      ),
      em.find(ActivityEntry, { site: site.id, day: { $gte: days[0], $lte: days[6] } }, { populate: ['personnel'] }),
      this.lockedMonths(em, [monthStart(days[0]), monthStart(days[6])]),
    ]);
    const people = new Map<string, Personnel>();
    for (const a of assigned) people.set(a.personnel.id, a.personnel);
    for (const e of entries) people.set(e.personnel.id, e.personnel);
    const valueOf = new Map(entries.map((e) => [`${e.personnel.id}:${e.day}`, e]));
    const rows = [...people.values()]
      .sort((a, b) => a.lastName.localeCompare(b.lastName, 'fr') || a.firstName.localeCompare(b.firstName, 'fr'))
      .map((p) => {
        const cells = days.map((d) => valueOf.get(`${p.id}:${d}`) ?? null);
        const total = cells.reduce((s, c) => s.plus(c?.value ?? 0), new Decimal(0));
        return {
          personnel: p,
          values: cells.map((c) => (c ? new Decimal(c.value).toString() : null)),
          days: total.toString(),
          net: cents(cells.reduce((s, c) => s.plus(c?.net ?? 0), new Decimal(0))),
          bonus: cents(cells.reduce((s, c) => s.plus(c?.bonus ?? 0), new Decimal(0))),
        };
      });
    return { site, days, rows, lockedMonths: locks };
  }

  /** A month's imputations, per person (every site, or one), with their days and amounts. */
  async month(em: EntityManager, month: string, siteId: string | null) {
    const from = `${month}-01`;
    const to = daysOfMonth(month).at(-1)!;
    const where = { day: { $gte: from, $lte: to }, ...(siteId ? { site: siteId } : {}) };
    const [entries, locks] = await Promise.all([
      em.find(ActivityEntry, where, { populate: ['personnel', 'site'], orderBy: { day: 'asc' }, limit: 20_000 }),
      this.lockedMonths(em, [from]),
    ]);
    const people = new Map<string, { personnel: Personnel; entries: ActivityEntry[] }>();
    for (const e of entries) {
      const row = people.get(e.personnel.id) ?? { personnel: e.personnel, entries: [] };
      row.entries.push(e);
      people.set(e.personnel.id, row);
    }
    const sum = (list: ActivityEntry[], key: 'value' | 'net' | 'bonus') => list.reduce((s, e) => s.plus(e[key]), new Decimal(0));
    const rows = [...people.values()]
      .sort(
        (a, b) => a.personnel.lastName.localeCompare(b.personnel.lastName, 'fr') || a.personnel.firstName.localeCompare(b.personnel.firstName, 'fr'),
      )
      .map((r) => ({
        personnel: r.personnel,
        entries: r.entries,
        days: sum(r.entries, 'value').toString(),
        net: cents(sum(r.entries, 'net')),
        bonus: cents(sum(r.entries, 'bonus')),
        gross: cents(sum(r.entries, 'net').plus(sum(r.entries, 'bonus'))),
      }));
    return {
      month,
      locked: locks.length > 0,
      rows,
      totals: {
        days: sum(entries, 'value').toString(),
        net: cents(sum(entries, 'net')),
        bonus: cents(sum(entries, 'bonus')),
        gross: cents(sum(entries, 'net').plus(sum(entries, 'bonus'))),
      },
    };
  }

  /**
   * Saves imputations in one transaction: each on a site the caller works on, for a person of the company, in a month
   * not locked; valued at the rates in force on its day; a person counts one day at most per day across sites.
   */
  async save(em: EntityManager, auth: AuthInfo, input: ActivityEntryData[]): Promise<ActivityEntry[]> {
    // The last word on a cell wins within one save.
    const byCell = new Map(input.map((e) => [`${e.siteId.toLowerCase()}:${e.personnelId.toLowerCase()}:${e.day}`, e]));
    const wanted = [...byCell.values()].map((e) => ({ ...e, siteId: e.siteId.toLowerCase(), personnelId: e.personnelId.toLowerCase() }));
    return em.transactional(async (tx) => {
      const siteIds = [...new Set(wanted.map((e) => e.siteId))];
      const personIds = [...new Set(wanted.map((e) => e.personnelId))].sort();
      const sites = await tx.find(Site, { id: { $in: siteIds } }, { fields: ['id', 'name'] });
      if (sites.length !== siteIds.length) throw AppError.badInput({ siteId: 'site.notFound' });
      const people = await this.lockPeople(tx, auth.companyId, personIds);
      if (people.length !== personIds.length) throw AppError.badInput({ personnelId: 'personnel.notFound' });
      const months = [...new Set(wanted.map((e) => monthStart(e.day)))];
      if ((await this.lockedMonths(tx, months)).length) throw new AppError('CONFLICT', 'cra.month.locked');

      const rates = await this.ratesOf(tx, personIds);
      const existing = await tx.find(ActivityEntry, {
        site: { $in: siteIds },
        personnel: { $in: personIds },
        day: { $in: [...new Set(wanted.map((e) => e.day))] },
      });
      const found = new Map(existing.map((e) => [`${e.site.id}:${e.personnel.id}:${e.day}`, e]));
      const saved: ActivityEntry[] = [];
      for (const e of wanted) {
        const rate = rates.get(e.personnelId)!(e.day);
        const value = new Decimal(e.value);
        const amounts = {
          value: value.toFixed(1),
          dailyRate: rate.dailyRate,
          mealBonus: rate.mealBonus,
          net: cents(value.times(rate.dailyRate)),
          bonus: cents(value.times(rate.mealBonus)),
          updatedBy: auth.userId,
        };
        let entry = found.get(`${e.siteId}:${e.personnelId}:${e.day}`);
        const before = entry ? activityDayState(entry) : null;
        if (entry) Object.assign(entry, amounts);
        else {
          entry = tx.create(ActivityEntry, { company: auth.companyId, site: e.siteId, personnel: e.personnelId, day: e.day, ...amounts });
          tx.persist(entry);
        }
        await tx.flush();
        await raise(tx, 'activityDay.changed', { before, after: activityDayState(entry) });
        saved.push(entry);
      }
      await this.refuseDoubleDays(tx, auth.companyId, wanted);
      await recordDays(tx, auth, 'saved', saved);
      return saved;
    });
  }

  /** Empties cells (a day typed by mistake): their amounts leave the site's month. Locked months stay as they are. */
  async clear(em: EntityManager, auth: AuthInfo, cells: { siteId: string; personnelId: string; day: string }[]): Promise<number> {
    return em.transactional(async (tx) => {
      // Queued behind any other save or clear of these people: a cell cleared twice at once leaves the month once.
      await this.lockPeople(tx, auth.companyId, [...new Set(cells.map((c) => c.personnelId.toLowerCase()))].sort());
      const siteIds = [...new Set(cells.map((c) => c.siteId.toLowerCase()))];
      const sites = await tx.find(Site, { id: { $in: siteIds } }, { fields: ['id'] });
      if (sites.length !== siteIds.length) throw AppError.badInput({ siteId: 'site.notFound' });
      if (
        (
          await this.lockedMonths(
            tx,
            cells.map((c) => monthStart(c.day)),
          )
        ).length
      )
        throw new AppError('CONFLICT', 'cra.month.locked');
      const removed: ActivityEntry[] = [];
      for (const c of cells) {
        const entry = await tx.findOne(ActivityEntry, { site: c.siteId.toLowerCase(), personnel: c.personnelId.toLowerCase(), day: c.day });
        if (!entry) continue;
        const before = activityDayState(entry);
        tx.remove(entry);
        await tx.flush();
        await raise(tx, 'activityDay.changed', { before, after: null });
        removed.push(entry);
      }
      await recordDays(tx, auth, 'cleared', removed);
      return removed.length;
    });
  }

  /** Validates a month: its imputations no longer change until a MANAGER unlocks it. Recorded in the sites' news. */
  async lock(em: EntityManager, auth: AuthInfo, month: string): Promise<void> {
    await em.transactional(async (tx) => {
      await this.lockCompany(tx, auth);
      const at = `${month}-01`;
      if (await tx.findOne(ActivityMonthLock, { company: auth.companyId, month: at })) throw new AppError('CONFLICT', 'cra.month.alreadyLocked');
      const user = await tx.findOneOrFail(User, { id: auth.userId }, { fields: ['id', 'firstName', 'lastName'] });
      tx.persist(
        tx.create(ActivityMonthLock, { company: auth.companyId, month: at, lockedBy: user.id, lockedByName: `${user.firstName} ${user.lastName}` }),
      );
      await this.announce(tx, auth, user, month, 'locked');
      await tx.flush();
    });
  }

  async unlock(em: EntityManager, auth: AuthInfo, month: string): Promise<void> {
    await em.transactional(async (tx) => {
      await this.lockCompany(tx, auth);
      const lock = await tx.findOne(ActivityMonthLock, { company: auth.companyId, month: `${month}-01` });
      if (!lock) throw new AppError('CONFLICT', 'cra.month.notLocked');
      const user = await tx.findOneOrFail(User, { id: auth.userId }, { fields: ['id', 'firstName', 'lastName'] });
      tx.remove(lock);
      await this.announce(tx, auth, user, month, 'unlocked');
      await tx.flush();
    });
  }

  /** Locking and unlocking months queue on the company's row: twice at once, the second finds the first's answer. */
  private async lockCompany(tx: EntityManager, auth: AuthInfo): Promise<void> {
    await tx.findOneOrFail(Company, { id: auth.companyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
  }

  /** Saves and clears of one person queue here, so each reads the days the other one committed. */
  private lockPeople(tx: EntityManager, companyId: string, personIds: string[]): Promise<{ id: string }[]> {
    if (!personIds.length) return Promise.resolve([]);
    return tx
      .getConnection()
      .execute<{ id: string }[]>(
        `select id from personnel where company_id = ? and id in (${personIds.map(() => '?').join(', ')}) order by id for update`,
        [companyId, ...personIds],
        'all',
        tx.getTransactionContext(),
      );
  }

  /** Whether someone has imputations (deleting them would lose days worked: they are deactivated instead). */
  hasEntries = async (tx: EntityManager, personnelId: string): Promise<boolean> => (await tx.count(ActivityEntry, { personnel: personnelId })) > 0;

  /**
   * A new tarif journalier or prime panier applies from `from` on: the old rates are kept for the days before, and
   * the days already imputed from `from` are valued again (their months follow).
   */
  rateChanged = async (tx: EntityManager, person: Personnel, previous: { dailyRate: string; mealBonus: string }, from: string) => {
    const known = await tx.count(PersonnelRate, { personnel: person.id });
    if (!known) tx.persist(tx.create(PersonnelRate, { personnel: person, validFrom: SINCE_ALWAYS, ...previous }));
    await tx.flush();
    await tx.getConnection().execute(
      `insert into personnel_rate (personnel_id, valid_from, daily_rate, meal_bonus) values (?, ?, ?, ?)
         on conflict (personnel_id, valid_from) do update set daily_rate = excluded.daily_rate, meal_bonus = excluded.meal_bonus`,
      [person.id, from, person.dailyRate, person.mealBonus],
      'all',
      tx.getTransactionContext(),
    );
    const later = await tx.find(ActivityEntry, { personnel: person.id, day: { $gte: from } }, { populate: ['site'] });
    for (const entry of later) {
      const before = activityDayState(entry);
      const value = new Decimal(entry.value);
      Object.assign(entry, {
        dailyRate: person.dailyRate,
        mealBonus: person.mealBonus,
        net: cents(value.times(person.dailyRate)),
        bonus: cents(value.times(person.mealBonus)),
      });
      await tx.flush();
      await raise(tx, 'activityDay.changed', { before, after: activityDayState(entry) });
    }
  };

  private async lockedMonths(em: EntityManager, months: string[]): Promise<string[]> {
    const companyId = em.getFilterParams<{ companyId: string }>('tenant')?.companyId;
    if (!companyId) throw new Error('activity locks asked of an entity manager not bound to a company');
    const locks = await em.find(ActivityMonthLock, { company: companyId, month: { $in: [...new Set(months)] } });
    return locks.map((l) => l.month.slice(0, 7));
  }

  /** Each person's rate for a day: the latest recorded from on or before it, else the person's current rates. */
  private async ratesOf(tx: EntityManager, personIds: string[]): Promise<Map<string, (day: string) => Rate>> {
    const [people, history] = await Promise.all([
      tx.find(Personnel, { id: { $in: personIds } }, { fields: ['id', 'dailyRate', 'mealBonus'] }),
      tx.find(PersonnelRate, { personnel: { $in: personIds } }, { orderBy: { validFrom: 'desc' } }),
    ]);
    const out = new Map<string, (day: string) => Rate>();
    for (const p of people) {
      const own = history.filter((r) => r.personnel.id === p.id);
      out.set(p.id, (day) => {
        const r = own.find((x) => x.validFrom <= day);
        return r
          ? { validFrom: r.validFrom, dailyRate: r.dailyRate, mealBonus: r.mealBonus }
          : { validFrom: SINCE_ALWAYS, dailyRate: p.dailyRate, mealBonus: p.mealBonus };
      });
    }
    return out;
  }

  /** One day at most per person and day, all sites together: the message names the other site. */
  private async refuseDoubleDays(tx: EntityManager, companyId: string, wanted: ActivityEntryData[]): Promise<void> {
    const pairs = [...new Set(wanted.map((e) => `${e.personnelId}|${e.day}`))].map((k) => k.split('|'));
    const [over] = await tx.getConnection().execute<{ personnel_id: string; day: string }[]>(
      `select personnel_id, to_char(day, 'YYYY-MM-DD') as day from activity_entry
        where company_id = ? and (personnel_id, day) in (${pairs.map(() => '(?::uuid, ?::date)').join(', ')})
        group by personnel_id, day having sum(value) > 1 limit 1`,
      [companyId, ...pairs.flat()],
      'all',
      tx.getTransactionContext(),
    );
    if (!over) return;
    const mine = new Set(wanted.filter((e) => e.personnelId === over.personnel_id && e.day === over.day).map((e) => e.siteId));
    const [other] = await tx.getConnection().execute<{ name: string; first_name: string; last_name: string }[]>(
      `select s.name, p.first_name, p.last_name from activity_entry a join site s on s.id = a.site_id join personnel p on p.id = a.personnel_id
        where a.personnel_id = ? and a.day = ? and a.value > 0 order by (a.site_id in (${[...mine].map(() => '?').join(', ') || 'null'})), s.name limit 1`,
      [over.personnel_id, over.day, ...mine],
      'all',
      tx.getTransactionContext(),
    );
    const name = other ? `${other.first_name} ${other.last_name}` : '';
    throw AppError.badInput({ value: sentence('cra.double', { name, day: frenchDay(over.day), site: other?.name ?? '' }) });
  }

  private async announce(
    tx: EntityManager,
    auth: AuthInfo,
    user: Pick<User, 'id' | 'firstName' | 'lastName'>,
    month: string,
    what: 'locked' | 'unlocked',
  ): Promise<void> {
    const from = `${month}-01`;
    const sites = await tx
      .getConnection()
      .execute<{ site_id: string }[]>(
        `select distinct site_id from activity_entry where company_id = ? and day >= ? and day < (?::date + interval '1 month')`,
        [auth.companyId, from, from],
        'all',
        tx.getTransactionContext(),
      );
    for (const { site_id } of sites)
      tx.persist(
        tx.create(SiteNewsEntry, {
          company: auth.companyId,
          site: site_id,
          type: 'EVENT',
          entityKind: 'ActivityMonth',
          entityId: month,
          entityLabel: frenchMonth(month),
          field: what,
          author: user.id,
          authorName: `${user.firstName} ${user.lastName}`,
        }),
      );
  }
}
