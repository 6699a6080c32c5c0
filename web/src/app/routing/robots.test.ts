import fs from 'node:fs';
import path from 'node:path';
import { PRIVATE_ROUTES } from './route-access';

const robots = fs.readFileSync(path.join(__dirname, '../../../public/robots.txt'), 'utf8');
const rules = robots
  .split('\n')
  .map((line) => /^(Allow|Disallow):\s*(\S+)/.exec(line))
  .filter((m): m is RegExpExecArray => m !== null)
  .map(([, kind, pattern]) => ({ allow: kind === 'Allow', pattern }));

/** Google's reading: the longest matching pattern wins ('$' anchors the end); no rule means allowed. */
function allowed(url: string): boolean {
  const matching = rules.filter(({ pattern }) => (pattern.endsWith('$') ? url === pattern.slice(0, -1) : url.startsWith(pattern)));
  if (!matching.length) return true;
  return matching.sort((a, b) => b.pattern.length - a.pattern.length)[0].allow;
}

describe('robots.txt', () => {
  it('lets crawlers see the public pages and their scripts', () => {
    for (const url of ['/', '/sign-in', '/sign-up', '/forget-password', '/assets/index-abc.js', '/favicon.svg']) expect(allowed(url)).toBe(true);
  });

  it('keeps them out of every private screen, the api and GraphQL', () => {
    const examples = PRIVATE_ROUTES.map((route) => route.replace(/:[^/]+/g, 'x'));
    for (const url of [...examples, '/api/v1/files/x', '/graphql', '/reset-password?token=x', '/invitation?token=x'])
      expect({ url, allowed: allowed(url) }).toEqual({ url, allowed: false });
  });

  it('does not catch the public /dashboard-users/ in the private /dashboard rule', () => {
    expect(allowed('/dashboard-users/')).toBe(true);
  });
});
