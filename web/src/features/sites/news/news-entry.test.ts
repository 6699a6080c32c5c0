import { createIntl } from 'react-intl';
import type { SiteNewsFieldsFragment } from '../../../gql/graphql';
import { privateMessagesFr } from '../../../app/private-messages';
import { privateMessagesEn } from '../../../app/private-messages.en';
import { describeEntry } from './news-entry';

const fr = createIntl({ locale: 'fr', messages: privateMessagesFr });
const en = createIntl({ locale: 'en', messages: privateMessagesEn });
const SITE = '7f0c2e7e-0000-4000-8000-000000000001';

const entry = (e: Partial<SiteNewsFieldsFragment>): SiteNewsFieldsFragment => ({
  id: 'e1',
  type: 'MODIFICATION',
  field: null,
  valueKind: null,
  before: null,
  after: null,
  entityKind: 'Site',
  entityId: SITE,
  entityLabel: null,
  quantity: null,
  unit: null,
  authorName: 'Amina Benali',
  content: null,
  createdAt: '2026-11-23T10:00:00Z',
  ...e,
});

describe('a feed entry in words', () => {
  it("writes a purchase's paid amount in the app's money format, with the field's label and a link", () => {
    const e = entry({ entityKind: 'Purchase', entityLabel: 'Ciment', field: 'amountPaid', valueKind: 'money', before: '0.00', after: '45900.00' });
    expect(describeEntry(fr, e, SITE)).toMatchObject({
      kind: 'Achat',
      label: 'Ciment',
      link: `/detail-chantier/${SITE}/finances`,
      change: { field: 'Montant réglé', before: '0,00\u00a0DH', after: '45\u202f900,00\u00a0DH' },
    });
    expect(describeEntry(en, e, SITE).change).toEqual({ field: 'Amount paid', before: '0.00\u00a0DH', after: '45,900.00\u00a0DH' });
  });

  it("names the field record's entries: a document signed by the client, a réserve lifted, a PV awaiting the client", () => {
    const signed = entry({
      entityKind: 'SignatureRequest',
      entityLabel: 'Avenant AVT-2026-0001',
      field: 'status',
      valueKind: 'enum',
      before: 'PENDING',
      after: 'SIGNED',
    });
    expect(describeEntry(fr, signed, SITE)).toMatchObject({
      kind: 'Signature électronique',
      change: { field: 'Statut', before: 'envoyé, en attente', after: 'signé par le client' },
    });
    expect(describeEntry(en, signed, SITE).change).toMatchObject({ after: 'signed by the client' });
    const lifted = entry({
      entityKind: 'Reserve',
      entityLabel: 'R-001 Fissure',
      field: 'status',
      valueKind: 'enum',
      before: 'OPEN',
      after: 'LIFTED',
    });
    expect(describeEntry(fr, lifted, SITE)).toMatchObject({ kind: 'Réserve', link: `/detail-chantier/${SITE}/reserves`, change: { after: 'levée' } });
    const pv = entry({
      entityKind: 'Reception',
      entityLabel: 'Réception provisoire',
      field: 'status',
      valueKind: 'enum',
      before: 'DRAFT',
      after: 'AWAITING',
    });
    expect(describeEntry(fr, pv, SITE)).toMatchObject({
      link: `/detail-chantier/${SITE}/reception`,
      change: { after: 'signé par l’entreprise, client attendu' },
    });
  });

  it('says which activity-report days were entered or cleared at once, and links to that week', () => {
    const saved = entry({
      type: 'EVENT',
      entityKind: 'ActivityDays',
      field: 'saved',
      valueKind: 'date',
      before: '2026-11-23',
      after: '2026-11-25',
      quantity: '10.500',
      entityLabel: 'Karim Alami, Saïd Alami +2',
    });
    expect(describeEntry(fr, saved, SITE)).toMatchObject({
      kind: 'CRA',
      label: 'Karim Alami, Saïd Alami +2',
      summary: '10,5 jours saisis du 23/11/2026 au 25/11/2026',
      link: `/detail-chantier/${SITE}/compte-rendu-activite/2026-11-23`,
      quantity: null,
      change: null,
    });
    const cleared = entry({ ...saved, field: 'cleared', before: '2026-11-25', after: '2026-11-25', quantity: '1.000', entityLabel: 'Saïd Alami' });
    expect(describeEntry(fr, cleared, SITE).summary).toBe('1 jour effacé le 25/11/2026');
    expect(describeEntry(en, cleared, SITE).summary).toBe('1 day cleared on 25/11/2026');
  });

  it('names a follow-up sheet and a document, their fields, and links to their lists', () => {
    const sheet = entry({
      entityKind: 'FollowUp',
      entityLabel: 'Visite n° 1',
      field: 'visitDate',
      valueKind: 'date',
      before: '2026-11-23',
      after: '2026-11-24',
    });
    expect(describeEntry(fr, sheet, SITE)).toMatchObject({
      kind: 'Fiche de suivi',
      link: `/detail-chantier/${SITE}/fichesuivi`,
      change: { field: 'Date de la visite', before: '23/11/2026', after: '24/11/2026' },
    });
    const doc = entry({ type: 'ADD', entityKind: 'SiteDocument', entityLabel: 'Plan de ferraillage' });
    expect(describeEntry(fr, doc, SITE)).toMatchObject({
      kind: 'Document',
      label: 'Plan de ferraillage',
      link: `/detail-chantier/${SITE}/documents`,
    });
  });

  it("links a day's log to that day's page, and says who signed it", () => {
    const signed = entry({ entityKind: 'DailyLog', entityLabel: 'Journal du 23/11/2026', field: 'signedByName', after: 'Karim Alami' });
    expect(describeEntry(fr, signed, SITE)).toMatchObject({
      kind: 'Journal de chantier',
      link: `/detail-chantier/${SITE}/journal/2026-11-23`,
      change: { field: 'Signé par', before: '—', after: 'Karim Alami' },
    });
    expect(describeEntry(en, signed, SITE)).toMatchObject({ kind: 'Daily log', change: { field: 'Signed by' } });
    expect(describeEntry(fr, entry({ type: 'DELETION', entityKind: 'DailyLog', entityLabel: 'Journal du 23/11/2026' }), SITE).link).toBeNull();
  });

  it('signs a stock movement with its unit and names it', () => {
    const e = entry({ type: 'ADD', entityKind: 'StockMovement', entityLabel: 'Parpaing 20 × 20 × 50', quantity: '-900.000', unit: 'unités' });
    expect(describeEntry(fr, e, SITE)).toMatchObject({
      kind: 'Mouvement de stock',
      quantity: '\u2212900\u00a0unités',
      link: '/stocks',
      change: null,
    });
    expect(describeEntry(en, e, SITE)).toMatchObject({ kind: 'Stock movement', quantity: '\u2212900\u00a0unités' });
  });

  it('says a file was added, replaced or removed, never an empty change', () => {
    const added = entry({ field: 'photoFileId', valueKind: 'file', before: null, after: 'file' });
    expect(describeEntry(fr, added, SITE)).toMatchObject({ change: null, file: { field: 'Photo du chantier', what: 'fichier ajouté' } });
    expect(describeEntry(en, { ...added, before: 'file', after: null }, SITE).file).toEqual({ field: 'Site photo', what: 'file removed' });
  });

  it('writes dates, percentages, yes/no and statuses in the language of the page', () => {
    const status = entry({ field: 'status', valueKind: 'enum', before: 'EN_PREPARATION', after: 'EN_COURS' });
    expect(describeEntry(fr, status, SITE).change).toEqual({ field: 'Statut', before: 'En préparation', after: 'En cours' });
    const day = entry({ field: 'endDate', valueKind: 'date', before: null, after: '2026-11-23' });
    expect(describeEntry(fr, day, SITE).change).toEqual({ field: 'Date de fin', before: '—', after: '23/11/2026' });
    const rate = entry({ entityKind: 'Purchase', field: 'vatRate', valueKind: 'percent', before: '20.00', after: '14.00' });
    expect(describeEntry(fr, rate, SITE).change).toMatchObject({ before: '20\u00a0%', after: '14\u00a0%' });
    const archived = entry({ field: 'archived', valueKind: 'boolean', before: 'false', after: 'true' });
    expect(describeEntry(en, archived, SITE).change).toEqual({ field: 'Archived', before: 'No', after: 'Yes' });
  });

  it('links nothing once the record is deleted, and names a sheet by its worker', () => {
    const gone = entry({ type: 'DELETION', entityKind: 'ServiceSheet', entityLabel: 'Omar' });
    expect(describeEntry(fr, gone, SITE)).toMatchObject({ kind: 'Fiche de service', label: 'Omar', link: null });
  });

  it('says a month of the activity reports was validated or reopened', () => {
    const e = entry({ type: 'EVENT', entityKind: 'ActivityMonth', entityId: '2026-10', entityLabel: 'octobre 2026', field: 'unlocked' });
    expect(describeEntry(fr, e, SITE)).toMatchObject({ kind: 'CRA', label: 'octobre 2026 — mois déverrouillé', change: null });
    expect(describeEntry(en, { ...e, field: 'locked' }, SITE).label).toBe('octobre 2026 — month validated');
  });
});
