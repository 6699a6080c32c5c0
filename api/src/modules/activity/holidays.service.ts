import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuthInfo } from '../../core/auth/auth-info';
import { AppError } from '../../core/errors/app-error';
import { CompanyHoliday } from './company-holiday.entity';
import { defaultHolidays, type Holiday } from './holidays';

export interface HolidayRow extends Holiday {
  /** Added or moved by the company (a religious holiday announced on another day than expected). */
  corrected: boolean;
}

/** The company's holiday calendar: the published defaults with its corrections. */
export class HolidaysService {
  async between(em: EntityManager, companyId: string, from: string, to: string): Promise<HolidayRow[]> {
    const years: number[] = [];
    for (let y = Number(from.slice(0, 4)); y <= Number(to.slice(0, 4)); y++) years.push(y);
    const defaults = years.flatMap(defaultHolidays).filter((h) => h.day >= from && h.day <= to);
    const corrections = await em.find(CompanyHoliday, { company: companyId, day: { $gte: from, $lte: to } });
    const byDay = new Map<string, HolidayRow>(defaults.map((h) => [h.day, { ...h, corrected: false }]));
    for (const c of corrections) {
      if (c.removed) byDay.delete(c.day);
      else byDay.set(c.day, { day: c.day, name: c.name, kind: byDay.get(c.day)?.kind ?? 'RELIGIOUS', corrected: true });
    }
    return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
  }

  /** Adds a holiday (or renames one) for the company. */
  async set(em: EntityManager, auth: AuthInfo, day: string, name: string): Promise<void> {
    const clean = name.trim();
    if (!clean || clean.length > 100) throw AppError.badInput({ name: 'holiday.name.invalid' });
    await em.transactional(async (tx) => {
      await tx.upsert(CompanyHoliday, { company: auth.companyId, day, name: clean, removed: false });
    });
  }

  /** Takes a day off the company's calendar: a default day is marked removed, an added one is forgotten. */
  async remove(em: EntityManager, auth: AuthInfo, day: string): Promise<void> {
    await em.transactional(async (tx) => {
      const isDefault = defaultHolidays(Number(day.slice(0, 4))).find((h) => h.day === day);
      if (isDefault) await tx.upsert(CompanyHoliday, { company: auth.companyId, day, name: isDefault.name, removed: true });
      else await tx.nativeDelete(CompanyHoliday, { company: auth.companyId, day });
    });
  }
}
