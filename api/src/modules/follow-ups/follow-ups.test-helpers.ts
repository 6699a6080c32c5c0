import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { gqlOk, sql, upload } from '../../../test/company';
import type { TestServer } from '../../../test/server';

/** GraphQL operations and helpers shared by the follow-up sheet tests. */
export const PHOTO_FIELDS = 'photos { id url thumbnailUrl name }';
export const FOLLOW_UP_FIELDS =
  `id site { id name } label visitDate projectManager projectOwner report ${PHOTO_FIELDS} ` +
  'sendings { id to sentAt status sentByName } createdAt updatedAt';
export const CREATE = `mutation ($input: FollowUpInput!) { createFollowUp(input: $input) { ${FOLLOW_UP_FIELDS} } }`;
export const UPDATE = `mutation ($id: ID!, $input: FollowUpInput!) { updateFollowUp(id: $id, input: $input) { ${FOLLOW_UP_FIELDS} } }`;
export const GET = `query ($id: ID!) { followUp(id: $id) { ${FOLLOW_UP_FIELDS} } }`;
export const DELETE = 'mutation ($id: ID!) { deleteFollowUp(id: $id) }';
export const LIST =
  'query ($siteId: ID!, $search: String, $page: Int, $size: Int) { followUps(siteId: $siteId, search: $search, page: $page, size: $size) ' +
  '{ items { id label visitDate } total page size } }';
export const SEND = 'mutation ($id: ID!, $input: FollowUpMailInput!) { sendFollowUp(id: $id, input: $input) { id to sentAt status sentByName } }';

export const sheetInput = (siteId: string, over: Record<string, unknown> = {}) => ({
  siteId,
  label: 'Réunion de chantier n° 3',
  visitDate: '2026-11-23',
  projectManager: 'Cabinet Benjelloun Architectes',
  projectOwner: 'Société Immobilière Anfa',
  report: 'Coulage de la dalle du R+1 terminé.\nFerraillage des poteaux du R+2 en cours : reprendre les attentes côté rue.',
  ...over,
});

export async function createSheet(t: TestServer, token: string, siteId: string, over: Record<string, unknown> = {}): Promise<any> {
  return gqlOk(await t.gql(CREATE, { input: sheetInput(siteId, over) }, token)).createFollowUp;
}

/**
 * A camera-like JPEG: `width`×`height` pixels of a gradient, with EXIF that a phone writes: the orientation tag
 * (`orientation` 6 = to be turned 90° clockwise) and the GPS position of where it was taken.
 */
export async function cameraJpeg(width: number, height: number, orientation = 1): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 7) & 0xff;
      pixels[i + 1] = (y * 3) & 0xff;
      pixels[i + 2] = 140;
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '33/1 35/1 2400/100', GPSLongitudeRef: 'W', GPSLongitude: '7/1 37/1 1200/100' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

/** Whether EXIF data holds a GPS section (its pointer tag 0x8825, in either byte order). */
export function hasGps(exif: Buffer | undefined): boolean {
  return !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));
}

/** Uploads `bytes` through `POST /api/v1/files?kind=image` and answers the upload's id. */
export async function uploadPhoto(t: TestServer, token: string, bytes: Buffer, name = 'IMG_2041.jpg'): Promise<string> {
  const res = await upload(t, token, bytes, name, 'image');
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

/** The stored files behind a sheet's photos, read outside the api: ids, sizes, types, claimed or not. */
export async function photoFiles(t: TestServer, sheetId: string) {
  return sql<{ position: number; file_id: string; thumbnail_id: string }>(
    t,
    'select position, file_id, thumbnail_id from follow_up_photo where follow_up_id = $1 order by position',
    [sheetId],
  );
}

export async function fileBytes(t: TestServer, id: string): Promise<Buffer> {
  const [row] = await sql<{ data: Buffer }>(t, 'select data from stored_file where id = $1', [id]);
  return Buffer.from(row.data);
}

export async function filesExist(t: TestServer, ids: string[]): Promise<string[]> {
  const rows = await sql<{ id: string }>(t, 'select id from stored_file where id = any($1::uuid[])', [ids]);
  return rows.map((r) => r.id);
}

function run(command: string, args: string[], input?: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(Buffer.concat(out).toString('utf8')) : reject(new Error(`${command}: ${Buffer.concat(err)}`))));
    child.stdin.end(input);
  });
}

/** The PDF's text by poppler's pdftotext, spaces of every kind as one. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const text = await run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf);
  return text
    .replace(/-\s*\n\s*/g, '-')
    .replace(/[\s\u00a0\u202f]+/g, ' ')
    .trim();
}

/** The images the PDF embeds (poppler's pdfimages -list), with their pixel sizes; and its page count. */
export async function pdfImages(pdf: Buffer): Promise<{ page: number; width: number; height: number }[]> {
  const dir = await mkdtemp(path.join(tmpdir(), 'fu-pdf-'));
  try {
    const file = path.join(dir, 'sheet.pdf');
    await writeFile(file, pdf);
    const list = await run('pdfimages', ['-list', file]);
    return list
      .split('\n')
      .slice(2)
      .filter((l) => l.trim())
      .map((l) => l.trim().split(/\s+/))
      .map((cols) => ({ page: Number(cols[0]), width: Number(cols[3]), height: Number(cols[4]) }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export async function pdfPages(pdf: Buffer): Promise<number> {
  const info = await run('pdfinfo', ['-'], pdf);
  return Number(/Pages:\s+(\d+)/.exec(info)?.[1] ?? 0);
}

/** GETs a path under /api/v1 and answers the raw bytes. */
export async function getBytes(t: TestServer, p: string, token?: string) {
  const res = await fetch(`${t.url}/api/v1${p}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    // A PDF.
  }
  return { status: res.status, headers: res.headers, bytes, json };
}
