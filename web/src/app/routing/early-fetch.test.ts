import { gql } from '@apollo/client';
import { addTypenameToDocument } from '@apollo/client/utilities';
import { print } from 'graphql';
import { earlyAnswerFor, holdEarlyAnswer, variablesKey } from './early-answers';
import { askEarly, documentWithTypenames } from './early-fetch';

const SITE = gql`
  query SiteFinanceSite($id: ID!) {
    site(id: $id) {
      id
      name
      client {
        ...ClientName
      }
      ... on Site {
        budget
      }
    }
  }
  fragment ClientName on Client {
    name
  }
`;

/** What fetch resolves with (jsdom has no Response). */
const reply = (status: number, body: unknown) => ({ ok: status >= 200 && status < 300, status, json: async () => body });

/** A token whose `exp` is `seconds` from now (the app reads the claim, never the signature). */
const token = (seconds: number) => `x.${btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + seconds }))}.y`;

describe('documentWithTypenames', () => {
  it('asks __typename where Apollo’s cache does: every selection but the operation’s own, once', () => {
    expect(print(documentWithTypenames(SITE))).toBe(print(addTypenameToDocument(SITE)));
    const twice = documentWithTypenames(documentWithTypenames(SITE));
    expect(print(twice).match(/__typename/g)).toHaveLength(4);
  });
});

describe('variablesKey', () => {
  it('meets two spellings of one query’s parameters, not two queries', () => {
    expect(variablesKey({ b: 1, a: { d: null, c: [1, 'x'] }, e: undefined })).toBe(variablesKey({ a: { c: [1, 'x'], d: null }, b: 1 }));
    expect(variablesKey({ page: 0 })).not.toBe(variablesKey({ page: 1 }));
    expect(variablesKey({ toPay: null })).not.toBe(variablesKey({}));
  });
});

describe('askEarly', () => {
  const fetchMock = jest.fn();
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock;
    localStorage.clear();
  });

  it('asks the api with the stored access token, and the app’s client takes the answer, then it is forgotten', async () => {
    localStorage.setItem('access_token', token(600));
    const data = { site: { __typename: 'Site', id: 's1', name: 'Villa Anfa' } };
    fetchMock.mockResolvedValue(reply(200, { data }));
    await askEarly(holdEarlyAnswer, SITE, { id: 's1' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/graphql');
    expect(init.headers.authorization).toBe(`Bearer ${localStorage.getItem('access_token')}`);
    const body = JSON.parse(init.body);
    expect(body).toMatchObject({ operationName: 'SiteFinanceSite', variables: { id: 's1' } });
    expect(body.query).toContain('__typename');
    const held = earlyAnswerFor('SiteFinanceSite', { id: 's1' })!;
    await expect(held.answer).resolves.toEqual({ data });
    held.received();
    expect(earlyAnswerFor('SiteFinanceSite', { id: 's1' })).toBeNull();
  });

  it('leaves the query to the client without a live access token', async () => {
    localStorage.setItem('refresh_token', token(3600));
    await askEarly(holdEarlyAnswer, SITE, { id: 's2' });
    localStorage.setItem('access_token', token(-5));
    await askEarly(holdEarlyAnswer, SITE, { id: 's2' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(earlyAnswerFor('SiteFinanceSite', { id: 's2' })).toBeNull();
  });

  it('holds no answer for a refusal, an error or a failed network: the client asks again', async () => {
    localStorage.setItem('access_token', token(600));
    fetchMock
      .mockResolvedValueOnce(reply(200, { data: null, errors: [{ message: 'Chantier introuvable' }] }))
      .mockResolvedValueOnce(reply(401, {}))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    for (const id of ['a', 'b', 'c']) await askEarly(holdEarlyAnswer, SITE, { id });
    for (const id of ['a', 'b', 'c']) await expect(earlyAnswerFor('SiteFinanceSite', { id })!.answer).resolves.toBeNull();
  });
});
