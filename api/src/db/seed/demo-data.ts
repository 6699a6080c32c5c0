import type { EntityManager } from '@mikro-orm/postgresql';
import {
  newStockProductSchema,
  personnelSchema,
  purchaseSchema,
  revenueSchema,
  serviceSheetSchema,
  siteSchema,
  stockMovementSchema,
  supplierSchema,
  taskSchema,
  weekdayOfDate,
} from '@chantiers/schema';
import * as z from 'zod/mini';
import type { AuthInfo } from '../../core/auth/auth-info';
import { setAuditAuthor } from '../../core/audit/audit-author';
import { scopeToCompany } from '../../core/tenancy/scope';
import type { Services } from '../../services';
import { todayInMorocco } from '../../core/time/morocco';

/** YYYY-MM-DD, `days` from today (Morocco). */
function day(days: number): string {
  const d = new Date(`${todayInMorocco()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
/** Monday of this week, shifted by `weeks`. */
function monday(weeks = 0): string {
  const d = new Date(`${todayInMorocco()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7) + weeks * 7);
  return d.toISOString().slice(0, 10);
}

const dayAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo company's working data, saved through the same services (and rules) as the screens: sites, suppliers,
 * personnel on sites this week, their planning (tasks with dependencies), stock with movements, and three months of
 * purchases, revenues and service sheets.
 */
export async function seedDemoData(em: EntityManager, services: Services, auth: AuthInfo, chefId?: string): Promise<void> {
  scopeToCompany(em, auth.companyId);
  setAuditAuthor(em, { userId: auth.userId });
  const parse = <S extends z.ZodMiniType>(schema: S, value: unknown) => z.parse(schema, value);

  const sites = [];
  for (const s of [
    {
      name: 'Villa Anfa',
      client: 'M. et Mme Tazi',
      foreman: 'Hassan Ouali',
      city: 'Casablanca',
      address: '14 rue des Orchidées, Anfa',
      postalCode: '20050',
      budget: '2500000',
      startDate: day(-75),
      endDate: day(200),
      status: 'EN_COURS',
      progress: 35,
    },
    {
      name: 'Immeuble R+4 Agdal',
      client: 'Société Immobilière Al Manar',
      foreman: 'Rachid Amrani',
      city: 'Rabat',
      address: 'Avenue de France, Agdal',
      postalCode: '10090',
      budget: '8400000',
      startDate: day(-120),
      endDate: day(420),
      status: 'EN_COURS',
      progress: 22,
    },
    {
      name: 'Entrepôt logistique Tanger Med',
      client: 'Atlas Logistique',
      foreman: 'Karim Berrada',
      city: 'Tanger',
      postalCode: '90000',
      budget: '3200000',
      startDate: day(20),
      endDate: day(300),
      status: 'EN_PREPARATION',
      progress: 0,
    },
  ]) {
    // Villa Anfa is the Gestionnaire Chantier's: the demo USER sees a site of their own (and is told it was given).
    const managerId: { managerId?: string } = chefId && sites.length === 0 ? { managerId: chefId } : {};
    sites.push(await services.sites.create(em, auth, parse(siteSchema, { ...s, ...managerId })));
  }
  const suppliers = [];
  for (const s of [
    {
      name: 'Ciments du Maroc',
      ice: '001525874000023',
      email: 'commandes@ciments.example.ma',
      phone: '0522334455',
      address: 'Zone industrielle Aïn Sebaâ, Casablanca',
    },
    { name: 'Sonasid Négoce', ice: '002233445566778', email: 'ventes@acier.example.ma', phone: '0522667788', address: 'Route de Rabat, Mohammedia' },
    {
      name: 'Bois & Coffrages Atlas',
      ice: '003344556677889',
      email: 'contact@coffrages.example.ma',
      phone: '0537112233',
      address: 'Quartier industriel, Salé',
    },
    { name: 'Électricité Moderne', ice: '123456789', email: 'devis@elec.example.ma', phone: '0661223344', address: 'Bd Zerktouni, Casablanca' },
  ]) {
    suppliers.push(await services.suppliers.create(em, auth, parse(supplierSchema, s)));
  }
  const people: Awaited<ReturnType<Services['personnel']['create']>>[] = [];
  for (const [lastName, firstName, cni, trade, dailyRate, mealBonus] of [
    ['Alami', 'Karim', 'BE123456', 'Maçon', '250', '30'],
    ['Idrissi', 'Youssef', 'BK234567', 'Ferrailleur', '230', '30'],
    ['Chraibi', 'Omar', 'A345678', 'Coffreur', '240', '30'],
    ['Lahlou', 'Hicham', 'BJ456789', 'Électricien', '300', '35'],
    ['Sqalli', 'Mehdi', 'C567890', 'Plombier', '280', '35'],
    ['Tazi', 'Said', 'D678901', 'Manœuvre', '150', '25'],
  ]) {
    people.push(
      await services.personnel.create(
        em,
        auth,
        parse(personnelSchema, {
          lastName,
          firstName,
          cni,
          trade,
          dailyRate,
          mealBonus,
          phone: '0612345678',
          address: 'Casablanca',
          email: `${firstName}.${lastName}@demo.chantiers.ma`.toLowerCase(),
        }),
      ),
    );
  }
  await services.assignments.assign(em, auth, [
    { siteId: sites[0].id, personnelIds: [people[0].id, people[1].id, people[5].id], startDate: monday(), endDate: dayAfter(monday(), 6) },
    { siteId: sites[1].id, personnelIds: [people[2].id, people[3].id], startDate: monday(), endDate: monday(2) },
  ]);
  // The planning of the two sites under way: last week done, this week in progress, the next ones to come.
  const tasks: Record<string, string> = {};
  for (const [key, s, title, start, end, progress, category, who, after] of [
    ['coffrage', 0, 'Coffrage dalle R+1', monday(-1), dayAfter(monday(-1), 4), 100, 'GROS_OEUVRE', [2], []],
    ['ferraillage', 0, 'Ferraillage dalle R+1', monday(), dayAfter(monday(), 2), 60, 'GROS_OEUVRE', [0, 1], ['coffrage']],
    ['coulage', 0, 'Coulage dalle R+1', dayAfter(monday(), 3), dayAfter(monday(), 4), 0, 'GROS_OEUVRE', [0, 5], ['ferraillage']],
    ['gaines', 0, 'Gaines et réservations électriques', monday(1), dayAfter(monday(1), 3), 0, 'SECOND_OEUVRE', [3], ['coulage']],
    ['maconnerie', 1, 'Maçonnerie 2e étage', monday(), dayAfter(monday(), 11), 20, 'GROS_OEUVRE', [2], []],
    ['etancheite', 1, 'Étanchéité terrasse', monday(2), dayAfter(monday(2), 2), 0, 'FINITIONS', [], ['maconnerie']],
    ['vrd', 1, 'Branchements VRD', monday(3), dayAfter(monday(3), 4), 0, 'VRD', [4], []],
  ] as const) {
    const input = parse(taskSchema, {
      siteId: sites[s].id,
      title,
      startDate: start,
      endDate: end,
      progress,
      category,
      personnelIds: who.map((i) => people[i].id),
      dependsOnIds: after.map((k) => tasks[k]),
    });
    // The demo shows conflicts as they come (a person planned beyond their assignment), confirmed as a user would.
    tasks[key] = (await services.planning.create(em, auth, input, true)).id;
  }
  for (const [label, unit, category, alertThreshold, warningThreshold, stock, exits] of [
    ['Ciment CPJ 45', 'sac de 50 kg', 'Liants', '40', '80', '220', ['60', '75']],
    ['Fer à béton HA 12', 'barre de 12 m', 'Acier', '50', '100', '180', ['40']],
    ['Sable de carrière', 'm³', 'Granulats', '10', '20', '35', ['18', '9']],
    ['Parpaing 20 × 20 × 50', 'unité', 'Maçonnerie', '300', '600', '2400', ['900']],
    ['Contreplaqué coffrage 18 mm', 'panneau', 'Bois', '10', '25', '60', []],
  ] as const) {
    const product = await services.stock.create(
      em,
      auth,
      parse(newStockProductSchema, { label, unit, category, alertThreshold, warningThreshold, stock, stockDay: day(-30) }),
    );
    for (const [i, quantity] of exits.entries()) {
      // The Gestionnaire Chantier takes what Villa Anfa needs: the sand's second exit crosses its alert level, and the
      // Admin Société finds the alert in the header's notifications (the author of a change is never told).
      const byChef = chefId && i === 1;
      await services.stock.addMovement(
        em,
        byChef ? { ...auth, userId: chefId, role: 'USER' } : auth,
        product.id,
        parse(stockMovementSchema, {
          type: 'SORTIE',
          quantity,
          date: day(-20 + i * 7),
          siteId: sites[byChef ? 0 : i % 2].id,
          note: 'Livraison chantier',
        }),
      );
    }
  }
  const purchases: [number, number, string, string, string, string, string][] = [
    [0, 0, 'Ciment CPJ 45 — 200 sacs', 'FC-2026-0142', '-62', '16400.00', '20'],
    [0, 1, 'Fer HA 8 et HA 12', 'SN-88231', '-48', '38250.00', '20'],
    [0, 2, 'Location coffrages', 'BCA-1190', '-20', '9800.00', '20'],
    [0, 3, 'Gaines et câblage', 'EM-3341', '-6', '12750.50', '20'],
    [1, 0, 'Ciment CPJ 55 — 400 sacs', 'FC-2026-0171', '-40', '35600.00', '20'],
    [1, 1, 'Treillis soudés', 'SN-88502', '-12', '27480.00', '20'],
    [1, 2, 'Bois de coffrage', 'BCA-1231', '-3', '14120.00', '20'],
  ];
  for (const [s, f, label, reference, offset, amountHT, vatRate] of purchases) {
    const data = parse(purchaseSchema, { supplierId: suppliers[f].id, label, reference, date: day(Number(offset)), amountHT, vatRate });
    const saved = await services.purchases.create(em, auth, sites[s].id, data);
    // Older invoices are paid; the recent ones are still due.
    if (Number(offset) < -30) await services.purchases.update(em, saved.id, { ...data, amountPaid: saved.amountTTC });
  }
  for (const [s, label, reference, offset, amount] of [
    [0, 'Avance de démarrage (30 %)', 'SIT-01', '-70', '750000.00'],
    [0, 'Situation de travaux n° 1', 'SIT-02', '-10', '185000.00'],
    [1, 'Avance de démarrage (15 %)', 'AM-001', '-110', '1260000.00'],
    [1, 'Situation de travaux n° 2', 'AM-003', '-5', '420000.00'],
  ] as const) {
    await services.revenues.create(em, auth, sites[s].id, parse(revenueSchema, { label, reference, date: day(Number(offset)), amount }));
  }
  for (const [s, offset, amountPaid, bonus, supplier, worker] of [
    [0, -15, '1800', '200', 'Étanchéité Sud', 'Brahim Naciri'],
    [0, -8, '2400', '250', 'Plâtrerie Fès Décor', 'Abdellah Fassi'],
    [1, -30, '3200', '300', 'Grues & Levage Rabat', 'Mustapha Kettani'],
    [1, -2, '1500', '150', 'Étanchéité Sud', 'Brahim Naciri'],
  ] as const) {
    const date = day(offset);
    await services.serviceSheets.create(
      em,
      auth,
      sites[s].id,
      parse(serviceSheetSchema, { day: weekdayOfDate(date), date, amountPaid, bonus, supplier, phone: '0661234567', worker }),
    );
  }
}
