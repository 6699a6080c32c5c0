import { randomBytes, randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { hashPassword } from '../src/core/auth/passwords';
import type { HttpAnswer, TestServer } from './server';

/**
 * Companies, members and files for the profile, team and files tests: a company is signed up and confirmed
 * through GraphQL and the mail peer (a real journey); extra members are inserted as rows, then sign in.
 */

/** Strong enough for the password-change rule (8+, upper, lower, digit). */
export const PASSWORD = 'Chantier2024';
export const ME_FIELDS = 'id firstName lastName email phone photoUrl role status companyId companyName';
export const ME = `query { me { ${ME_FIELDS} } }`;
const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { accessToken refreshToken user { id role companyId } } }`;
export const REFRESH = `mutation ($refreshToken: String) { refreshSession(refreshToken: $refreshToken) { accessToken refreshToken } }`;

export interface Member {
  id: string;
  email: string;
  companyId: string;
  accessToken: string;
  refreshToken: string;
}

export interface TestCompany {
  id: string;
  name: string;
  manager: Member;
}

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${randomBytes(5).toString('hex')}@example.test`;
}

/** The data of a GraphQL answer; throws with the errors when there are any. */
export function gqlOk(res: HttpAnswer<{ data?: any; errors?: any[] }>): any {
  if (res.body?.errors?.length || !res.body?.data) throw new Error(`GraphQL errors: ${JSON.stringify(res.body?.errors ?? res.body)}`);
  return res.body.data;
}

/** The first GraphQL error; throws when the operation succeeded. */
export function gqlErr(res: HttpAnswer<{ errors?: any[] }>): {
  message: string;
  extensions: { code: string; status: number; fields?: Record<string, string> };
} {
  const first = res.body?.errors?.[0];
  if (!first) throw new Error(`expected a GraphQL error, got ${JSON.stringify(res.body)}`);
  return first;
}

/** One SQL statement on the test database, outside the api. */
export async function sql<R extends Record<string, any> = Record<string, any>>(t: TestServer, text: string, params: unknown[] = []): Promise<R[]> {
  return t.sql<R>(text, params);
}

export async function countFiles(t: TestServer, companyId?: string): Promise<number> {
  const rows = companyId
    ? await sql(t, 'select count(*)::int as n from stored_file where company_id = $1', [companyId])
    : await sql(t, 'select count(*)::int as n from stored_file');
  return rows[0].n as number;
}

export async function signIn(t: TestServer, email: string, password = PASSWORD): Promise<Member> {
  const { signIn: s } = gqlOk(await t.gql(SIGN_IN, { input: { email, password } }));
  return { id: s.user.id, email, companyId: s.user.companyId, accessToken: s.accessToken, refreshToken: s.refreshToken };
}

/** Signs up through GraphQL, confirms with the mailed link and signs in: an active company with its MANAGER. */
export async function createCompany(t: TestServer, name = 'BTP Atlas'): Promise<TestCompany> {
  const email = uniqueEmail('manager');
  const input = { firstName: 'Amina', lastName: 'Benali', email, password: PASSWORD, confirmPassword: PASSWORD, companyName: name };
  gqlOk(await t.gql(`mutation ($input: SignUpInput!) { signUp(input: $input) { id } }`, { input }));
  const mail = await t.smtp.waitFor(email, (m) => m.links.some((l) => l.includes('/email-verfication?')));
  const token = new URL(mail.links.find((l) => l.includes('/email-verfication?'))!).searchParams.get('token');
  gqlOk(await t.gql(`mutation ($token: String) { confirmEmail(token: $token) { messageId } }`, { token }));
  const manager = await signIn(t, email);
  return { id: manager.companyId, name, manager };
}

let passwordHash: Promise<string> | undefined;

/** Inserts an ACTIVE member of `company` (role USER unless told) and signs them in. */
export async function addMember(
  t: TestServer,
  company: { id: string },
  opts: { role?: 'MANAGER' | 'USER' | 'ACCOUNTANT'; firstName?: string; lastName?: string } = {},
): Promise<Member> {
  passwordHash ??= hashPassword(PASSWORD);
  const email = uniqueEmail((opts.role ?? 'USER').toLowerCase());
  await sql(
    t,
    `insert into app_user (id, company_id, first_name, last_name, email, role, type, status, password_hash, email_verified_at, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, 'USER', 'ACTIVE', $7, now(), now(), now())`,
    [randomUUID(), company.id, opts.firstName ?? 'Karim', opts.lastName ?? 'Alaoui', email, opts.role ?? 'USER', await passwordHash],
  );
  return signIn(t, email);
}

export const bearer = (m: { accessToken: string }) => ({ authorization: `Bearer ${m.accessToken}` });

// ---------------------------------------------------------------------------------------------- files

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A valid `size`×`size` truecolour PNG of one colour. */
export function pngImage(rgb: [number, number, number] = [58, 88, 146], size = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(raw)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A valid 2×2 baseline JPEG (encoded once with jpeg-js). */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19i' +
    'Z2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj' +
    'Y2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQEC' +
    'AwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVm' +
    'Z2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq' +
    '8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIy' +
    'gQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SF' +
    'hoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEA' +
    'AhEDEQA/AMqvQOY//9k=',
  'base64',
);

/** A one-page PDF. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n' +
    '3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

export const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>');

export interface RawAnswer {
  status: number;
  headers: Headers;
  bytes: Buffer;
  json: any;
}

async function raw(res: Response): Promise<RawAnswer> {
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: unknown = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    // Not JSON: a served file.
  }
  return { status: res.status, headers: res.headers, bytes, json };
}

/** Sends a multipart form; `files` maps a field to [bytes, file name]; `fields` are text fields. */
export async function sendForm(
  t: TestServer,
  method: string,
  path: string,
  parts: { files?: Record<string, [Buffer, string]>; fields?: Record<string, string> },
  token?: string,
): Promise<RawAnswer> {
  const form = new FormData();
  for (const [field, [bytes, name]] of Object.entries(parts.files ?? {})) form.append(field, new Blob([new Uint8Array(bytes)]), name);
  for (const [field, value] of Object.entries(parts.fields ?? {})) form.append(field, value);
  const res = await fetch(`${t.url}/api/v1${path}`, { method, body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return raw(res);
}

/** `POST /api/v1/files?kind=…` with one file in field `file`. */
export function upload(t: TestServer, token: string | undefined, bytes: Buffer, name: string, kind = 'image'): Promise<RawAnswer> {
  return sendForm(t, 'POST', `/files?kind=${kind}`, { files: { file: [bytes, name] } }, token);
}

/** GETs a server-relative URL (e.g. a signed file URL) without any bearer. */
export async function getUrl(t: TestServer, url: string): Promise<RawAnswer> {
  return raw(await fetch(new URL(url, t.url)));
}

// ---------------------------------------------------------------------------------------------- sites

/** Every GraphQL field of a site a test compares (no signed URLs). */
export const SITE_FIELDS =
  'id name client manager { id firstName lastName } foreman address city postalCode budget startDate endDate mapsLink ' +
  'status progress archived createdAt updatedAt';
export const CREATE_SITE = `mutation ($input: SiteInput!) { createSite(input: $input) { ${SITE_FIELDS} } }`;
export const GET_SITE = `query ($id: ID!) { site(id: $id) { ${SITE_FIELDS} } }`;
export const LIST_SITES =
  `query ($filter: SiteFilterInput, $first: Int, $after: String) { sites(filter: $filter, first: ` +
  `$first, after: $after) { items { id name city status archived manager { id } } totalCount endCursor hasNextPage } }`;

/** A site created through GraphQL with `input` (a name is given unless `input` sets one). */
export async function createSite(t: TestServer, token: string, input: Record<string, unknown> = {}): Promise<any> {
  return gqlOk(await t.gql(CREATE_SITE, { input: { name: 'Résidence Al Amal', ...input } }, token)).createSite;
}

/** Names a member the site's responsable, so a USER may work on it (core/tenancy/site-access.ts). Test setup, in SQL. */
export async function giveSite(t: TestServer, siteId: string, member: { id: string }): Promise<void> {
  await sql(t, 'update site set manager_id = $1 where id = $2', [member.id, siteId]);
}

/** The number of site rows of a company, read outside the api. */
export async function countSites(t: TestServer, companyId: string): Promise<number> {
  return (await sql(t, 'select count(*)::int as n from site where company_id = $1', [companyId]))[0].n as number;
}

export const CREATE_SUPPLIER = `mutation ($input: SupplierInput!) { createSupplier(input: $input) { id name } }`;

/** A supplier of the token's company, created through GraphQL: a complete input with a fresh ICE unless `input` sets them. */
export async function createSupplier(t: TestServer, token: string, input: Record<string, unknown> = {}): Promise<{ id: string; name: string }> {
  const ice = `0${randomBytes(7).readUIntBE(0, 6).toString().padStart(14, '0').slice(-14)}`;
  const defaults = { name: 'Béton Atlas', ice, email: `${ice}@fournisseur.ma`, phone: '0522334455', address: 'Casablanca' };
  return gqlOk(await t.gql(CREATE_SUPPLIER, { input: { ...defaults, ...input } }, token)).createSupplier;
}
