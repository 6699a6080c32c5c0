import type { EntityManager } from '@mikro-orm/postgresql';
import type { ServiceType } from '@chantiers/schema';
import { foldForSearch } from '../../core/text/search';
import { Company } from '../../core/tenancy/company.entity';
import { User } from '../../modules/accounts/user.entity';
import { ContactRequest } from '../../modules/partners/contact-request.entity';
import { Partner } from '../../modules/partners/partner.entity';
import { searchKeyOf } from '../../modules/partners/partners.service';

export const DEMO_PARTNER_EMAIL = 'partenaire@demo.chantiers.ma';

interface DemoPartner {
  name: string;
  first: string;
  last: string;
  email: string;
  phone: string;
  types: ServiceType[];
  regions: string[];
  cities: string[];
  ice: string | null;
  description: string;
}

/** Listings of the demo directory: made-up businesses (names, ICE and phones are not real ones). */
const PARTNERS: DemoPartner[] = [
  {
    name: 'Plomberie Fassia (démo)',
    first: 'Karim',
    last: 'Tazi',
    email: DEMO_PARTNER_EMAIL,
    phone: '0661000001',
    types: ['PLOMBERIE', 'CLIMATISATION'],
    regions: ['MA-03'],
    cities: ['ma-fes', 'ma-meknes'],
    ice: '002000000000011',
    description:
      'Plomberie sanitaire et chauffage pour logements et bureaux : installation, rénovation de salles de bain, ' +
      'chauffe-eau solaires et climatisation. Intervention à Fès, Meknès et environs sous 48 heures.',
  },
  {
    name: 'Électro Souss (démo)',
    first: 'Hicham',
    last: 'Ait Lahcen',
    email: 'electro.souss@demo.chantiers.ma',
    phone: '0661000002',
    types: ['ELECTRICITE'],
    regions: ['MA-09'],
    cities: ['ma-agadir', 'ma-inezgane'],
    ice: null,
    description: 'Électricité bâtiment courants forts et faibles, tableaux, mises en conformité, éclairage extérieur.',
  },
  {
    name: 'Atlas Étanchéité (démo)',
    first: 'Nadia',
    last: 'Berrada',
    email: 'atlas.etancheite@demo.chantiers.ma',
    phone: '0661000003',
    types: ['ETANCHEITE', 'PEINTURE'],
    regions: ['MA-06', 'MA-04'],
    cities: ['ma-casablanca', 'ma-rabat'],
    ice: '002000000000029',
    description: 'Étanchéité de toitures-terrasses (multicouche, membranes PVC), cuvelage et traitement des façades.',
  },
  {
    name: 'Géo Mesures Tanger (démo)',
    first: 'Omar',
    last: 'El Khatib',
    email: 'geo.tanger@demo.chantiers.ma',
    phone: '0661000004',
    types: ['GEOMETRE', 'BUREAU_ETUDES'],
    regions: ['MA-01'],
    cities: ['ma-tanger', 'ma-tetouan'],
    ice: '002000000000037',
    description: 'Géomètre-topographe : levés, implantations, bornage, plans de masse et suivi de terrassements.',
  },
  {
    name: 'Engins Oriental Location (démo)',
    first: 'Rachid',
    last: 'Bouazza',
    email: 'engins.oriental@demo.chantiers.ma',
    phone: '0661000005',
    types: ['LOCATION_ENGINS', 'MATERIAUX'],
    regions: ['MA-02'],
    cities: ['ma-oujda', 'ma-nador'],
    ice: null,
    description: 'Location de pelles, chargeuses, bétonnières et échafaudages, avec ou sans opérateur ; livraison de sable et gravette.',
  },
  {
    name: 'Menuiserie Alu Marrakech (démo)',
    first: 'Said',
    last: 'Ouazzani',
    email: 'alu.marrakech@demo.chantiers.ma',
    phone: '0661000006',
    types: ['MENUISERIE_ALUMINIUM', 'MENUISERIE_BOIS'],
    regions: ['MA-07'],
    cities: ['ma-marrakech'],
    ice: '002000000000045',
    description: 'Fenêtres, portes et façades en aluminium à rupture de pont thermique ; portes intérieures en bois.',
  },
];

/** The demo directory, a partner account to sign in with, and one request from the demo company to it. */
export async function seedDemoPartners(em: EntityManager, passwordHash: string, sender: { companyId: string; userId: string }): Promise<void> {
  await em.transactional(async (tx) => {
    const cities = new Set((await tx.execute<{ code: string }[]>(`select code from city`)).map((r) => r.code));
    let first: Partner | null = null;
    for (const p of PARTNERS) {
      const company = tx.create(Company, { name: p.name, ice: p.ice, phone: p.phone });
      const owner = tx.create(User, {
        company,
        firstName: p.first,
        lastName: p.last,
        email: p.email,
        phone: p.phone,
        type: 'PARTNER',
        role: 'USER',
        status: 'ACTIVE',
        emailVerifiedAt: new Date(),
        passwordHash,
      });
      const partner = tx.create(Partner, {
        company,
        owner,
        name: p.name,
        nameKey: foldForSearch(p.name),
        searchKey: searchKeyOf({ name: p.name, description: p.description, serviceTypes: p.types }),
        serviceTypes: p.types,
        regions: p.regions,
        // Only cities the referentials hold (a filter by city must find them).
        cities: p.cities.filter((c) => cities.has(c)),
        ice: p.ice,
        description: p.description,
        phone: p.phone,
      });
      first ??= partner;
    }
    const manager = await tx.findOneOrFail(User, { id: sender.userId }, { filters: false, populate: ['company'] });
    tx.create(ContactRequest, {
      company: first!.company,
      partner: first!,
      senderUser: manager,
      senderCompany: manager.company,
      senderName: `${manager.firstName} ${manager.lastName}`,
      senderCompanyName: manager.company.name,
      senderEmail: manager.email,
      senderPhone: manager.phone ?? null,
      siteName: 'Résidence Les Orangers',
      siteCity: 'Fès',
      message: 'Bonjour, pouvez-vous nous faire une offre pour la plomberie de 24 appartements (R+4) ? Démarrage prévu le mois prochain.',
    });
  });
}
