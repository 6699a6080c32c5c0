export type OpenId = typeof import('openid-client');

let loading: Promise<OpenId> | null = null;

/**
 * openid-client, loaded on the first social sign-in: a server without providers never loads it. It is published as
 * ES modules only; the built api requires it through Node's require(esm) (Node ≥ 20.19), jest through its SWC
 * transform (api/jest.config.js).
 */
export function openId(): Promise<OpenId> {
  loading ??= import('openid-client');
  return loading;
}
