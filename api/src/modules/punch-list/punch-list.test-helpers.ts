import PDFKit from 'pdfkit';
import { gqlOk, upload } from '../../../test/company';
import type { TestServer } from '../../../test/server';

/** GraphQL operations and helpers shared by the plans and réserves tests. */
export const VERSION_FIELDS = 'id number fileUrl fileName contentType pageCount note uploadedByName uploadedAt superseded supersededBy';
export const PLAN_FIELDS =
  `id site { id name } title currentVersion { ${VERSION_FIELDS} } versions { ${VERSION_FIELDS} } ` +
  'reserveCount openReserveCount createdAt updatedAt';
export const PLANS = `query ($siteId: ID!) { plans(siteId: $siteId) { ${PLAN_FIELDS} } }`;
export const PLAN = `query ($id: ID!) { plan(id: $id) { ${PLAN_FIELDS} } }`;
export const CREATE_PLAN = `mutation ($input: PlanInput!) { createPlan(input: $input) { ${PLAN_FIELDS} } }`;
export const ADD_VERSION = `mutation ($planId: ID!, $input: PlanVersionInput!) { addPlanVersion(planId: $planId, input: $input) { ${PLAN_FIELDS} } }`;
export const RENAME_PLAN = `mutation ($id: ID!, $title: String!) { renamePlan(id: $id, title: $title) { ${PLAN_FIELDS} } }`;
export const DELETE_PLAN = 'mutation ($id: ID!) { deletePlan(id: $id) }';

const PHOTO = 'id url thumbnailUrl name';
export const RESERVE_FIELDS =
  `id number reference site { id name } plan { id title } version { id number pageCount superseded supersededBy } page x y title ` +
  `description trade photos { ${PHOTO} } liftPhotos { ${PHOTO} } responsible { type id name } dueDate overdue status statusNote ` +
  'liftedAt liftedByName reviewedAt reviewedByName createdByName createdAt updatedAt';
export const RESERVES =
  'query ($siteId: ID!, $filter: ReserveFilterInput, $page: Int, $size: Int) { reserves(siteId: $siteId, filter: $filter, page: $page, size: $size) ' +
  `{ items { ${RESERVE_FIELDS} } total page size totals { open lifted validated refused } } }`;
export const RESERVE = `query ($id: ID!) { reserve(id: $id) { ${RESERVE_FIELDS} } }`;
export const CREATE_RESERVE = `mutation ($input: ReserveInput!) { createReserve(input: $input) { ${RESERVE_FIELDS} } }`;
export const UPDATE_RESERVE = `mutation ($id: ID!, $input: ReserveUpdateInput!) { updateReserve(id: $id, input: $input) { ${RESERVE_FIELDS} } }`;
export const LIFT = `mutation ($id: ID!, $input: ReserveLiftInput) { liftReserve(id: $id, input: $input) { ${RESERVE_FIELDS} } }`;
export const VALIDATE = `mutation ($id: ID!) { validateReserve(id: $id) { ${RESERVE_FIELDS} } }`;
export const REFUSE = `mutation ($id: ID!, $input: ReserveRefusalInput!) { refuseReserve(id: $id, input: $input) { ${RESERVE_FIELDS} } }`;
export const DELETE_RESERVE = 'mutation ($id: ID!) { deleteReserve(id: $id) }';

/** A PDF of `pages` A3 landscape pages, drawn by pdfkit (the api's own PDF writer). */
export async function pdfOfPages(pages: number): Promise<Buffer> {
  const doc = new PDFKit({ size: 'A3', layout: 'landscape', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (let i = 1; i <= pages; i++) doc.addPage().fontSize(40).text(`Plan RDC — feuille ${i}`, 80, 80);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** A plan as an architect draws it: walls as thick lines on A3 landscape sheets (RDC, R+1…), each named at its top. */
export async function drawnPlanPdf(floors = ['RDC', 'R+1']): Promise<Buffer> {
  const doc = new PDFKit({ size: 'A3', layout: 'landscape', autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise((resolve) => doc.on('end', resolve));
  for (const floor of floors) {
    doc.addPage().lineWidth(10).rect(60, 60, 1070, 720).stroke().lineWidth(6).moveTo(595, 60).lineTo(595, 780).stroke();
    doc.moveTo(60, 420).lineTo(595, 420).stroke().moveTo(880, 420).lineTo(1130, 420).stroke();
    doc.fontSize(36).text(`Niveau ${floor}`, 90, 90);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

/** Uploads a plan sheet (`POST /api/v1/files?kind=document`) and answers the upload's id. */
export async function uploadSheet(t: TestServer, token: string, bytes: Buffer, name = 'plan-rdc.pdf'): Promise<string> {
  const res = await upload(t, token, bytes, name, 'document');
  if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json.id as string;
}

/** A plan of the site with a first sheet of `pages` pages. */
export async function createPlan(t: TestServer, token: string, siteId: string, title = 'Plan RDC', pages = 2): Promise<any> {
  const fileId = await uploadSheet(t, token, await pdfOfPages(pages));
  return gqlOk(await t.gql(CREATE_PLAN, { input: { siteId, title, fileId, note: 'Indice A' } }, token)).createPlan;
}

export const reserveInput = (siteId: string, planId: string, over: Record<string, unknown> = {}) => ({
  siteId,
  planId,
  page: 1,
  x: 0.25,
  y: 0.75,
  title: 'Fissure enduit façade nord',
  description: 'Fissure de 40 cm sous la fenêtre de la chambre 2.',
  trade: 'Enduit',
  ...over,
});

export async function createReserve(t: TestServer, token: string, input: Record<string, unknown>): Promise<any> {
  return gqlOk(await t.gql(CREATE_RESERVE, { input }, token)).createReserve;
}
