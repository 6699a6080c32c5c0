import sharp from 'sharp';
import { gqlOk, sql, type RawAnswer, upload } from '../../../../test/company';
import type { TestServer } from '../../../../test/server';

/** GraphQL operations and helpers shared by the site image tests. */
export const IMAGE_FIELDS = 'id photoUrl photoThumbUrl clientPhotoUrl planUrl updatedAt';
export const SET_SITE_IMAGE =
  `mutation ($siteId: ID!, $kind: SiteImageKind!, $fileId: ID) { setSiteImage(siteId: ` +
  `$siteId, kind: $kind, fileId: $fileId) { ${IMAGE_FIELDS} } }`;
export const SITE_IMAGES = `query ($id: ID!) { site(id: $id) { ${IMAGE_FIELDS} } }`;

/** A real `width`×`height` PNG, with a gradient so it is not a one-colour file any decoder shortcut could fake. */
export async function photoPng(width = 1200, height = 800, rgb: [number, number, number] = [58, 88, 146]): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (rgb[0] + x) & 0xff;
      pixels[i + 1] = (rgb[1] + y) & 0xff;
      pixels[i + 2] = rgb[2];
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The PNG signature and a valid IHDR chunk, then garbage: it passes the magic-bytes check and cannot decode. */
export async function corruptPng(): Promise<Buffer> {
  const png = await photoPng(64, 64);
  return Buffer.concat([png.subarray(0, 33), Buffer.alloc(4096, 0x42)]);
}

/** Uploads `bytes` as an image (or `kind`) and answers the new file's id. */
export async function uploadId(t: TestServer, token: string, bytes: Buffer, name: string, kind = 'image'): Promise<string> {
  const res = await upload(t, token, bytes, name, kind);
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

export function setImage(t: TestServer, token: string, siteId: string, kind: string, fileId: string | null) {
  return t.gql(SET_SITE_IMAGE, { siteId, kind, fileId }, token);
}

export async function siteImages(t: TestServer, token: string, id: string): Promise<any> {
  return gqlOk(await t.gql(SITE_IMAGES, { id }, token)).site;
}

/** The stored file columns of a site row, read outside the api. */
export async function siteFileIds(t: TestServer, siteId: string): Promise<Record<string, string | null>> {
  const [row] = await sql(t, 'select photo_file_id, photo_thumb_file_id, client_photo_file_id, plan_file_id from site where id = $1', [siteId]);
  return row;
}

/** Which of `ids` still have a stored_file row, with their company and claim state. */
export async function fileRows(
  t: TestServer,
  ids: (string | null)[],
): Promise<{ id: string; company_id: string; claimed: boolean; content_type: string }[]> {
  return sql(t, 'select id, company_id, claimed_at is not null as claimed, content_type from stored_file where id = any($1::uuid[]) order by id', [
    ids.filter(Boolean),
  ]);
}

/** GETs a path under /api/v1 with an optional bearer and answers the raw bytes. */
export async function getBytes(t: TestServer, path: string, token?: string): Promise<RawAnswer> {
  const res = await fetch(`${t.url}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  const bytes = Buffer.from(await res.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    // Not JSON: image bytes.
  }
  return { status: res.status, headers: res.headers, bytes, json };
}
