import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `Chantiers-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe does: the timestamp is
 * signed with the body, so a receiver refuses a replayed old delivery by its age (5 minutes is the usual tolerance).
 */
export function signWebhook(secret: string, body: string, at: Date = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** What a receiver does (the documentation's snippet is this function): true when the header signs this body, recently. */
export function verifyWebhookSignature(secret: string, body: string, header: string, toleranceSeconds = 300, now: Date = new Date()): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || !parts.v1 || Math.abs(now.getTime() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
