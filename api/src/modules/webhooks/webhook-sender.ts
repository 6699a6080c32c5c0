import http from 'node:http';
import https from 'node:https';
import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@chantiers/schema';
import { isPrivateHostLiteral, PrivateAddressError, publicOnlyLookup } from './webhook-address';
import { signWebhook } from './webhook-signature';

export interface WebhookPost {
  url: string;
  secret: string;
  body: string;
  eventId: string;
  eventType: string;
  deliveryId: string;
}

/** An attempt's outcome, in the words the delivery log shows. */
export interface AttemptResult {
  ok: boolean;
  status: number | null;
  excerpt: string | null;
  error: string | null;
}

const USER_AGENT = 'Chantiers-Webhooks/1.0 (+https://chantiers.ma)';

function describe(err: NodeJS.ErrnoException, timeoutSeconds: number): string {
  if (err instanceof PrivateAddressError) return `Adresse refusée : ${err.message}`;
  if (err.message === 'timeout') return `Délai dépassé : pas de réponse en ${timeoutSeconds} s`;
  if (err.code === 'ECONNREFUSED') return 'Connexion refusée par le serveur';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'Adresse introuvable (DNS)';
  if (err.code === 'ECONNRESET') return 'Connexion interrompue par le serveur';
  if (err.code?.startsWith('ERR_TLS') || err.code?.includes('CERT')) return `Certificat TLS refusé (${err.code})`;
  return `Échec de la connexion${err.code ? ` (${err.code})` : ''}`;
}

/**
 * One POST of a signed delivery: a 2xx within the timeout is a success; redirects are not followed (a receiver that
 * moved is updated in the screen). Never throws: the outcome is recorded.
 */
export function postWebhook(p: WebhookPost, options: { allowPrivate: boolean; timeoutSeconds?: number }): Promise<AttemptResult> {
  const timeoutSeconds = options.timeoutSeconds ?? WEBHOOK_LIMITS.timeoutSeconds;
  const url = new URL(p.url);
  if (!options.allowPrivate && (url.protocol !== 'https:' || isPrivateHostLiteral(url.hostname))) {
    const error = url.protocol !== 'https:' ? 'Adresse refusée : https:// est requis' : 'Adresse refusée : adresse locale ou privée';
    return Promise.resolve({ ok: false, status: null, excerpt: null, error });
  }
  const payload = Buffer.from(p.body, 'utf8');
  return new Promise((resolve) => {
    let settled = false;
    const done = (r: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(r);
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        lookup: options.allowPrivate ? undefined : publicOnlyLookup,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          'content-length': payload.length,
          'user-agent': USER_AGENT,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(p.secret, p.body),
          'Chantiers-Event': p.eventType,
          'Chantiers-Event-Id': p.eventId,
          'Chantiers-Delivery': p.deliveryId,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let excerpt = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (excerpt.length < WEBHOOK_LIMITS.responseExcerptMax) excerpt += chunk;
          else res.destroy();
        });
        const finish = () => {
          const ok = status >= 200 && status < 300;
          done({
            ok,
            status,
            excerpt: excerpt ? excerpt.slice(0, WEBHOOK_LIMITS.responseExcerptMax).replaceAll('\u0000', '') : null,
            error: ok ? null : `Réponse HTTP ${status}`,
          });
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), timeoutSeconds * 1000);
    request.on('error', (err) => done({ ok: false, status: null, excerpt: null, error: describe(err, timeoutSeconds) }));
    request.end(payload);
  });
}
