import type { Request } from 'express';
import {
  decimalText,
  type LegacyKeys,
  legacyErrorFields,
  legacyInput,
  legacyReader,
  legacySelection,
  nullableText,
  percentText,
  text,
  textList,
  textOrNull,
  uploadedOrFileId,
} from './legacy-keys';
import { siteRecordRoutes } from '../records/rest-routes';

const KEYS: LegacyKeys = {
  id: 'id',
  supplier: { key: 'fournisseur', select: { id: 'id', name: 'nom' } },
  label: { key: 'libelle', read: text },
  date: { read: text },
  amount: { key: 'montant', read: decimalText },
  rate: { key: 'tva', read: percentText },
  file: { key: 'fichier', detail: true, select: { url: 'url' } },
  fileId: { key: 'idFichier', read: uploadedOrFileId, out: false },
};
const request = (body: unknown, uploadedFileId?: string) => ({ body, query: {}, params: {}, uploadedFileId }) as unknown as Request;

describe('a legacy-key dictionary', () => {
  it('answers the legacy keys as aliases, in its order, object fields with their own keys', () => {
    expect(legacySelection(KEYS)).toBe('id fournisseur: supplier { id nom: name } libelle: label date montant: amount tva: rate');
    expect(legacySelection(KEYS, 'detail')).toBe(
      'id fournisseur: supplier { id nom: name } libelle: label date montant: amount tva: rate fichier: file { url }',
    );
  });

  it('reads the input from the legacy body: numbers as decimal text (NaN left for the schema to refuse), absent stays absent, null removes a file', () => {
    const input = legacyInput(KEYS);
    expect(input(request({ libelle: 'Ciment', montant: 1200.5, tva: '20 %', idFichier: null }))).toEqual({
      label: 'Ciment',
      date: undefined,
      amount: '1200.5',
      rate: '20',
      fileId: null,
    });
    expect(input(request({ montant: Number.NaN, idFichier: 'a' }, 'uploaded'))).toMatchObject({ amount: 'NaN', fileId: 'uploaded' });
    expect(input(request(['not', 'an', 'object']))).toEqual({
      label: undefined,
      date: undefined,
      amount: undefined,
      rate: undefined,
      fileId: undefined,
    });
  });

  it('names the renamed input fields in error answers, beside the extra names given', () => {
    expect(legacyErrorFields(KEYS, { siteId: 'idChantier' })).toEqual({
      siteId: 'idChantier',
      label: 'libelle',
      amount: 'montant',
      rate: 'tva',
      fileId: 'idFichier',
    });
    // An extra name wins: a file id read from `idFichier` is named after the form's file.
    expect(legacyErrorFields(KEYS, { fileId: 'fichier' })).toMatchObject({ fileId: 'fichier', label: 'libelle' });
  });

  it('reads one record of a list body, a read seeing the whole record for a key an older client sent instead', () => {
    const read = legacyReader({
      siteId: { key: 'idChantier', read: text },
      personnelIds: { key: 'idPersonnels', read: (v, _req, body) => textList(v === undefined ? body.idPersonnel : v, request({}), body) },
    });
    expect(read({ idChantier: 'c', idPersonnel: 'p' }, request([]))).toEqual({ siteId: 'c', personnelIds: ['p'] });
    expect(read({ idPersonnels: ['p', 'q'], idPersonnel: 'x' }, request([]))).toEqual({ siteId: undefined, personnelIds: ['p', 'q'] });
  });

  it('reads a field from its other key when its key gives nothing', () => {
    const read = legacyReader({ amountHT: { key: 'montant', or: 'montantHT', read: text } });
    expect([{ montant: 5, montantHT: 6 }, { montantHT: 6 }, { montant: null, montantHT: 6 }, {}].map((b) => read(b, request(b)))).toEqual([
      { amountHT: '5' },
      { amountHT: '6' },
      { amountHT: '6' },
      { amountHT: undefined },
    ]);
  });

  it('reads the fields named first before the others (the order the OpenAPI document lists the keys in)', () => {
    const seen: string[] = [];
    const body = new Proxy({}, { get: (_t, key) => void seen.push(String(key)) });
    legacyReader(KEYS, ['rate', 'amount'])(body, request({}));
    expect(seen).toEqual(['tva', 'montant', 'libelle', 'date', 'idFichier']);
  });

  it('reads null as a clearing, absent as kept or as cleared, and one value as a list', () => {
    const req = request({});
    expect([nullableText(null, req, {}), nullableText(undefined, req, {}), nullableText(3, req, {})]).toEqual([null, undefined, '3']);
    expect([textOrNull(null, req, {}), textOrNull(undefined, req, {}), textOrNull('x', req, {})]).toEqual([null, null, 'x']);
    expect([textList(undefined, req, {}), textList('a', req, {}), textList(['a', 2, {}], req, {})]).toEqual([undefined, ['a'], ['a', '2', '']]);
  });
});

describe('the routes of a site record', () => {
  const routes = siteRecordRoutes({
    type: 'Quote',
    list: 'quotes',
    path: '/chantiers/devis',
    edit: 'modifierDevis',
    keys: { label: { key: 'libelle', read: text }, amount: { key: 'montant', read: decimalText } },
    totals: ['count', 'amount'],
    filters: { clientId: 'ID' },
    upload: { field: 'fichier', kind: 'document' },
  });

  it('lists, gets, saves, edits and deletes under the legacy paths', () => {
    expect(routes.map((r) => `${r.method} ${r.path}`)).toEqual([
      'get /chantiers/devis/list',
      'get /chantiers/devis/get/:id',
      'post /chantiers/devis/save',
      'put /chantiers/devis/modifierDevis/:id',
      'delete /chantiers/devis/delete/:id',
    ]);
    expect(routes[0].operation).toBe(
      'query ListQuotes($siteId: ID!, $from: String, $to: String, $clientId: ID, $page: Int, $size: Int) { quotes(siteId: $siteId, from: $from, ' +
        'to: $to, clientId: $clientId, page: $page, size: $size) { items { id idChantier: siteId libelle: label montant: amount createdAt updatedAt } ' +
        'total page size totals { nombre: count montant: amount } } }',
    );
    expect(routes[2]).toMatchObject({
      status: 201,
      upload: { field: 'fichier' },
      legacyFields: { file: 'fichier', siteId: 'idChantier', from: 'dateDebut' },
    });
  });

  it('answers a Spring page with the totals beside it', () => {
    const page = { items: [{ id: 'a' }], total: 41, page: 2, size: 20, totals: { nombre: 41 } };
    expect(routes[0].answer?.({ quotes: page })).toEqual({
      content: page.items,
      totalElements: 41,
      totalPages: 3,
      number: 2,
      size: 20,
      totaux: page.totals,
    });
  });
});
