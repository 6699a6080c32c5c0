import { WEBHOOK_LIMITS, WEBHOOK_SIGNATURE_HEADER } from '@chantiers/schema';
import { useIntl } from 'react-intl';

const EVENT_HEADER = 'Chantiers-Event';
const ID_HEADER = 'Chantiers-Event-Id';

/** A receiver's check, in Node.js: the same as the api's own (webhook-signature.ts); the browser test runs this text. */
export const VERIFY_SNIPPET = `const { createHmac, timingSafeEqual } = require('node:crypto');

function verifySignature(secret, header, rawBody) {
  const parts = Object.fromEntries(String(header).split(',').map((part) => part.trim().split('=', 2)));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300) return false; // 5 minutes
  const expected = Buffer.from(createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest('hex'));
  const given = Buffer.from(parts.v1 ?? '');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// verifySignature(process.env.CHANTIERS_WEBHOOK_SECRET, req.headers['${WEBHOOK_SIGNATURE_HEADER.toLowerCase()}'], rawBody)`;

/**
 * What a receiver must do, folded under the list: a plain <details> (antd's Collapse would weigh on this screen's
 * chunk for one fold). The figures come from the shared limits, so the text follows the api.
 */
export function SignatureHelp() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <details className="webhook-help">
      <summary>{t('webhooks.ui.help.title')}</summary>
      <div className="webhook-help-body">
        <p>{t('webhooks.ui.help.post', { eventHeader: EVENT_HEADER, idHeader: ID_HEADER })}</p>
        <p>{t('webhooks.ui.help.header', { header: WEBHOOK_SIGNATURE_HEADER })}</p>
        <p>{t('webhooks.ui.help.verify')}</p>
        <pre className="webhook-pre webhook-snippet" tabIndex={0} aria-label={t('webhooks.ui.help.title')}>
          <code>{VERIFY_SNIPPET}</code>
        </pre>
        <p>{t('webhooks.ui.help.answer', { timeout: WEBHOOK_LIMITS.timeoutSeconds, hours: WEBHOOK_LIMITS.retryHours })}</p>
        <p>{t('webhooks.ui.help.once', { idHeader: ID_HEADER })}</p>
      </div>
    </details>
  );
}
