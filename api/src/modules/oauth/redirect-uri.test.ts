import { appRedirect } from './redirect-uri';

const ORIGIN = 'https://app.chantiers.ma';

describe('appRedirect: only a page of the app itself', () => {
  it.each([`${ORIGIN}/sign-in`, `${ORIGIN}/sign-in?x=1`, `${ORIGIN}/`, `${ORIGIN}/a/b%2Fc`])('accepts %s', (uri) => {
    expect(appRedirect(uri, ORIGIN)).toBe(new URL(uri).href);
  });

  it.each([
    'https://evil.com/sign-in',
    'https://app.evil.com/sign-in',
    'https://app.chantiers.ma.evil.com/sign-in',
    'http://app.chantiers.ma/sign-in',
    'https://app.chantiers.ma:444/sign-in',
    'https://app.chantiers.ma',
    '//evil.com',
    '//evil.com/sign-in',
    `${ORIGIN}//evil.com/x`,
    '/sign-in',
    `${ORIGIN}\\@evil.com/`,
    'https://app.chantiers.ma\\evil.com/',
    'https://user:pw@app.chantiers.ma/sign-in',
    'https://app.chantiers.ma@evil.com/sign-in',
    `${ORIGIN}/sign-in#x`,
    `${ORIGIN}/sign\nin`,
    `${ORIGIN}/ sign-in`,
    'javascript:alert(1)',
    `${ORIGIN}/${'a'.repeat(2048)}`,
    '',
    42,
    null,
    [`${ORIGIN}/sign-in`],
  ])('refuses %p', (uri) => {
    expect(appRedirect(uri, ORIGIN)).toBeNull();
  });
});
