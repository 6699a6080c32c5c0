/** A JWT-shaped token the browser can read (signature irrelevant: the client only reads `exp`). */
export function fakeToken(expSeconds: number): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ sub: 'x', exp: expSeconds })}.signature`;
}
