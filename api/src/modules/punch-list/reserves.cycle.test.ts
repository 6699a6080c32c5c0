import { addMember, createCompany, createSite, giveSite, gqlErr, gqlOk, type Member, sql, type TestCompany } from '../../../test/company';
import { startTestServer, type TestServer } from '../../../test/server';
import { cameraJpeg, uploadPhoto } from '../follow-ups/follow-ups.test-helpers';
import { createEndpoint } from '../webhooks/webhooks.test-helpers';
import { createPlan, createReserve, LIFT, REFUSE, RESERVE, reserveInput, UPDATE_RESERVE, VALIDATE } from './punch-list.test-helpers';

let t: TestServer;
let a: TestCompany;
let user: Member;
let immeuble: string;
let planB: any;

beforeAll(async () => {
  t = await startTestServer();
  a = await createCompany(t, 'Atlas Levées');
  user = await addMember(t, a, { firstName: 'Samira', lastName: 'Idrissi' });
  immeuble = (await createSite(t, a.manager.accessToken, { name: 'Immeuble Maârif' })).id;
  await giveSite(t, immeuble, user);
  planB = await createPlan(t, a.manager.accessToken, immeuble, 'Plan étage courant', 1);
});
afterAll(() => t.stop());

const token = () => a.manager.accessToken;
const get = async (id: string, tok = token()) => gqlOk(await t.gql(RESERVE, { id }, tok)).reserve;
const refusal = async (query: string, variables: Record<string, unknown>, tok = token()) => gqlErr(await t.gql(query, variables, tok));
const lift = (id: string, input: Record<string, unknown> | null, tok = token()) => t.gql(LIFT, { id, input }, tok);

describe('the status cycle', () => {
  it('goes open → lifted → refused → lifted → validated, refusing every other move with a message that says what to do', async () => {
    const r = await createReserve(t, token(), reserveInput(immeuble, planB.id, { title: 'Porte palière frotte' }));
    const conflict = async (query: string, variables: Record<string, unknown>, tok = token()) => {
      const err = await refusal(query, variables, tok);
      expect(err.extensions.code).toBe('CONFLICT');
      return err.message;
    };
    expect(await conflict(VALIDATE, { id: r.id })).toBe(
      "Cette réserve n'est pas levée : elle se contrôle une fois levée par le responsable. Levez-la d'abord.",
    );
    expect(await conflict(REFUSE, { id: r.id, input: { reason: 'Toujours là' } })).toBe(
      "Cette réserve n'est pas levée : elle se contrôle une fois levée par le responsable. Levez-la d'abord.",
    );

    const photo = await uploadPhoto(t, user.accessToken, await cameraJpeg(800, 600), 'reprise.jpg');
    const lifted = gqlOk(await lift(r.id, { note: 'Porte rabotée', photoIds: [photo] }, user.accessToken)).liftReserve;
    expect(lifted).toMatchObject({ status: 'LIFTED', statusNote: 'Porte rabotée', liftedByName: 'Samira Idrissi', reviewedAt: null });
    expect(lifted.liftPhotos).toEqual([expect.objectContaining({ name: 'reprise.jpg' })]);
    // A phone's resend: the same answer, nothing moved.
    expect(gqlOk(await lift(r.id, { note: 'Porte rabotée', photoIds: [photo] }, user.accessToken)).liftReserve).toEqual(lifted);
    expect(await conflict(LIFT, { id: r.id, input: { note: 'Autre chose' } })).toBe(
      'Cette réserve est déjà levée : attendez son contrôle (validation ou refus) avant de la lever à nouveau.',
    );
    expect(await refusal(REFUSE, { id: r.id, input: { reason: '  ' } })).toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', fields: { reason: 'Le motif du refus est requis : dites ce qui reste à reprendre.' } },
    });

    const refused = gqlOk(await t.gql(REFUSE, { id: r.id, input: { reason: 'Frotte encore en bas' } }, token())).refuseReserve;
    expect(refused).toMatchObject({ status: 'REFUSED', statusNote: 'Frotte encore en bas', reviewedByName: expect.any(String) });
    expect(refused.liftPhotos).toHaveLength(1);
    expect(gqlOk(await t.gql(REFUSE, { id: r.id, input: { reason: 'Frotte encore en bas' } }, token())).refuseReserve).toEqual(refused);
    expect(await conflict(VALIDATE, { id: r.id })).toBe('Cette réserve a été refusée : elle doit être levée à nouveau avant un nouveau contrôle.');
    expect(await conflict(REFUSE, { id: r.id, input: { reason: 'Autre motif' } })).toBe(
      'Cette réserve a été refusée : elle doit être levée à nouveau avant un nouveau contrôle.',
    );

    const again = gqlOk(await lift(r.id, { note: 'Seuil repris', photoIds: [] }, user.accessToken)).liftReserve;
    expect(again).toMatchObject({ status: 'LIFTED', statusNote: 'Seuil repris', reviewedAt: null, liftPhotos: [] });
    const validated = gqlOk(await t.gql(VALIDATE, { id: r.id }, user.accessToken)).validateReserve;
    expect(validated).toMatchObject({ status: 'VALIDATED', statusNote: 'Seuil repris', reviewedByName: 'Samira Idrissi' });
    expect(gqlOk(await t.gql(VALIDATE, { id: r.id }, token())).validateReserve).toEqual(validated);

    const closed = 'Cette réserve est validée : elle est close et ne change plus. Si le défaut réapparaît, créez une nouvelle réserve.';
    expect(await conflict(LIFT, { id: r.id, input: { note: 'x' } })).toBe(closed);
    expect(await conflict(REFUSE, { id: r.id, input: { reason: 'x' } })).toBe(closed);
    expect(await conflict(UPDATE_RESERVE, { id: r.id, input: reserveInput(immeuble, planB.id, { siteId: undefined }) })).toBe(closed);
    expect(await get(r.id)).toEqual(validated);

    const feed = await sql(
      t,
      `select type, field, after from site_news_entry where entity_id = $1 and (field is null or field = 'status') order by created_at, id`,
      [r.id],
    );
    expect(feed.map((e) => [e.type, e.after])).toEqual([
      ['ADD', null],
      ['MODIFICATION', 'LIFTED'],
      ['MODIFICATION', 'REFUSED'],
      ['MODIFICATION', 'LIFTED'],
      ['MODIFICATION', 'VALIDATED'],
    ]);
  });

  it('tells the Admin Société when lifted (the lifter apart) and sends reserve.lifted to the endpoints that want it', async () => {
    await createEndpoint(t, token(), { events: ['reserve.lifted'] });
    const r = await createReserve(
      t,
      token(),
      reserveInput(immeuble, planB.id, { title: 'Joint silicone douche', responsible: { type: 'OTHER', name: 'Sanitaire Plus' } }),
    );
    const lifted = gqlOk(await lift(r.id, { note: 'Joint refait' }, user.accessToken)).liftReserve;
    const told = await sql(t, "select user_id, params, link from notification where kind = 'RESERVE_LIFTED' and subject_id = $1", [r.id]);
    expect(told).toEqual([
      {
        user_id: a.manager.id,
        params: { siteName: 'Immeuble Maârif', reference: r.reference, label: 'Joint silicone douche', authorName: 'Samira Idrissi' },
        link: `/detail-chantier/${immeuble}/reserves/${r.id}`,
      },
    ]);
    const [delivery] = await sql(t, "select body from webhook_delivery where company_id = $1 and event_type = 'reserve.lifted'", [a.id]);
    expect(JSON.parse(delivery.body).data).toEqual({
      reserve: {
        id: r.id,
        number: r.number,
        reference: r.reference,
        title: 'Joint silicone douche',
        trade: 'Enduit',
        site: { id: immeuble, name: 'Immeuble Maârif' },
        plan: { id: planB.id, title: 'Plan étage courant', version: 1, page: 1 },
        responsible: { type: 'OTHER', id: null, name: 'Sanitaire Plus' },
        dueDate: null,
        status: 'LIFTED',
        note: 'Joint refait',
        liftedAt: lifted.liftedAt,
        liftedByName: 'Samira Idrissi',
      },
    });
  });
});
