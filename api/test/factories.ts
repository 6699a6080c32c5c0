import { todayInMorocco } from '../src/core/time/morocco';
import { gqlOk } from './company';
import type { TestServer } from './server';

/**
 * The records a test needs, created through GraphQL as a user would: a complete valid input by default, `input`
 * overriding any field, `fields` choosing what the mutation answers (the id by default). Sites and suppliers are
 * in company.ts (`createSite`, `createSupplier`).
 */
type Input = Record<string, unknown>;

/** Today in Morocco, when the test file loads: the day the api takes as today. */
export const today = todayInMorocco();
/** `day` (YYYY-MM-DD) moved by `n` days, in calendar days (no time zone involved). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

let seq = 0;
/** Unique within a test run, for values a company may hold once (a CNI). */
const next = () => `${process.pid % 1000}${String(++seq).padStart(5, '0')}`;

export const personInput = (input: Input = {}): Input => ({
  lastName: 'Alami',
  firstName: 'Karim',
  cni: `BK${next()}`,
  phone: '0661234567',
  address: '12 rue de Fès, Casablanca',
  trade: 'Maçon',
  dailyRate: '250.00',
  mealBonus: '30.00',
  email: 'karim.alami@example.ma',
  ...input,
});

export async function createPerson(t: TestServer, token: string, input: Input = {}, fields = 'id firstName lastName'): Promise<any> {
  const mutation = `mutation ($input: PersonnelInput!) { createPersonnel(input: $input) { ${fields} } }`;
  return gqlOk(await t.gql(mutation, { input: personInput(input) }, token)).createPersonnel;
}

export const productInput = (input: Input = {}): Input => ({
  label: 'Ciment CPJ 45',
  stockDay: '2026-03-02',
  alertThreshold: '5',
  warningThreshold: '10',
  stock: '20',
  unit: 'sac de 50 kg',
  category: 'Gros œuvre',
  backgroundColor: '#FFAA00',
  ...input,
});

export async function createProduct(t: TestServer, token: string, input: Input = {}, fields = 'id'): Promise<any> {
  const mutation = `mutation ($input: StockProductInput!) { createStockProduct(input: $input) { ${fields} } }`;
  return gqlOk(await t.gql(mutation, { input: productInput(input) }, token)).createStockProduct;
}

export const purchaseInput = (supplierId: string, input: Input = {}): Input => ({
  supplierId,
  label: 'Ciment CPJ 45',
  reference: 'FAC-2024-001',
  date: '2024-03-15',
  amountHT: '1000.00',
  vatRate: '20',
  ...input,
});

export async function createPurchase(
  t: TestServer,
  token: string,
  siteId: string,
  input: Input & { supplierId: string },
  fields = 'id',
): Promise<any> {
  const mutation = `mutation ($siteId: ID!, $input: PurchaseInput!) { createPurchase(siteId: $siteId, input: $input) { ${fields} } }`;
  return gqlOk(await t.gql(mutation, { siteId, input: purchaseInput(input.supplierId, input) }, token)).createPurchase;
}

export const revenueInput = (input: Input = {}): Input => ({
  label: 'Situation n° 1',
  date: '2024-03-16',
  reference: 'S-1',
  amount: '50000.00',
  ...input,
});

export async function createRevenue(t: TestServer, token: string, siteId: string, input: Input = {}, fields = 'id'): Promise<any> {
  const mutation = `mutation ($siteId: ID!, $input: RevenueInput!) { createRevenue(siteId: $siteId, input: $input) { ${fields} } }`;
  return gqlOk(await t.gql(mutation, { siteId, input: revenueInput(input) }, token)).createRevenue;
}

/** 2024-03-18 is a Monday: a sheet's day must match its date. */
export const sheetInput = (input: Input = {}): Input => ({
  day: 'Lundi',
  date: '2024-03-18',
  amountPaid: '300.00',
  bonus: '30.00',
  supplier: 'Plâtrerie du Sud',
  phone: '0612345678',
  worker: 'Omar',
  ...input,
});

export async function createServiceSheet(t: TestServer, token: string, siteId: string, input: Input = {}, fields = 'id'): Promise<any> {
  const mutation = `mutation ($siteId: ID!, $input: ServiceSheetInput!) { createServiceSheet(siteId: $siteId, input: $input) { ${fields} } }`;
  return gqlOk(await t.gql(mutation, { siteId, input: sheetInput(input) }, token)).createServiceSheet;
}
