import type { EntityManager } from '@mikro-orm/postgresql';
import { hashPassword } from '../../core/auth/passwords';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../../modules/accounts/user.entity';
import type { Services } from '../../services';
import { seedDemoData } from './demo-data';
import { DEMO_PARTNER_EMAIL, seedDemoPartners } from './demo-partners';

export interface DemoAccounts {
  company: string;
  accounts: { label: string; email: string; password: string }[];
}

const COMPANY = 'Atlas Bâtiment (démo)';
const PASSWORD = 'Demo@2026';

export const DEMO_MANAGER_EMAIL = 'admin@demo.chantiers.ma';
export const DEMO_USER_EMAIL = 'chef@demo.chantiers.ma';
export const DEMO_PASSWORD = PASSWORD;

/** On an empty database only: a demo company with an Admin Société and a Gestionnaire Chantier. */
export async function seedDemo(em: EntityManager, services?: Services): Promise<DemoAccounts | null> {
  const hash = await hashPassword(PASSWORD);
  const seeded = await em.transactional(async (tx) => {
    if (await tx.count(Company, {})) return false;
    const company = tx.create(Company, {
      name: COMPANY,
      ice: '001525874000023',
      city: 'Casablanca',
      phone: '0522000000',
      email: 'contact@demo.chantiers.ma',
    });
    const common = { company, status: 'ACTIVE' as const, emailVerifiedAt: new Date(), passwordHash: hash };
    const manager = tx.create(User, {
      ...common,
      firstName: 'Salma',
      lastName: 'Bennani',
      email: DEMO_MANAGER_EMAIL,
      role: 'MANAGER',
      phone: '0612345678',
    });
    const chef = tx.create(User, {
      ...common,
      firstName: 'Youssef',
      lastName: 'El Amrani',
      email: DEMO_USER_EMAIL,
      role: 'USER',
      phone: '0698765432',
    });
    return { companyId: company.id, userId: manager.id, chefId: chef.id };
  });
  if (!seeded) return null;
  const { chefId, ...owner } = seeded;
  await seedDemoPartners(em.fork(), hash, owner);
  if (services) await seedDemoData(em.fork(), services, { ...owner, sessionId: 'demo-seed', role: 'MANAGER', type: 'USER' }, chefId);
  return {
    company: COMPANY,
    accounts: [
      { label: 'Admin Société (MANAGER)', email: DEMO_MANAGER_EMAIL, password: PASSWORD },
      { label: 'Gestionnaire Chantier (USER)', email: DEMO_USER_EMAIL, password: PASSWORD },
      { label: 'Partenaire (PARTNER)', email: DEMO_PARTNER_EMAIL, password: PASSWORD },
    ],
  };
}
