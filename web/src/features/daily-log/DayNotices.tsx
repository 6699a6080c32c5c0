import { Alert } from 'antd';
import { useIntl } from 'react-intl';
import type { DailyLogFieldsFragment } from '../../gql/graphql';
import { say } from '../../shared/intl/current-intl';
import type { KeptDay } from './day-outbox';

/**
 * Where the day's log stands, said plainly: signed (by whom, when, the signature itself), or signed or saved on this
 * phone only and sent when the network is back, or a change kept here that the server refused.
 */
export function DayNotices({ log, kept, canWrite }: { log: DailyLogFieldsFragment; kept: KeptDay; canWrite: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const keptSignature = kept.sign ? String((kept.sign.variables.input as { signature?: string }).signature ?? '') : null;
  const signedAt = log.signedAt ? intl.formatDate(log.signedAt, { dateStyle: 'long', timeStyle: 'short' }) : null;
  const refusal = kept.refused.at(-1)?.refused;

  return (
    <div className="dailylog-notices">
      {log.signedAt ? (
        <Alert
          type="success"
          showIcon
          className="dailylog-signed"
          title={t('dailyLog.signedBy', { name: log.signedByName ?? '', when: signedAt ?? '' })}
          description={
            <>
              <p>{t('dailyLog.signed.readOnly')}</p>
              {log.signatureUrl ? (
                <img className="dailylog-signature" src={log.signatureUrl} alt={t('dailyLog.signature.of', { name: log.signedByName ?? '' })} />
              ) : null}
            </>
          }
        />
      ) : null}
      {!log.signedAt && keptSignature ? (
        <Alert
          type="info"
          showIcon
          role="status"
          title={t('dailyLog.kept.signed')}
          description={<img className="dailylog-signature" src={keptSignature} alt={t('dailyLog.signature.kept')} />}
        />
      ) : null}
      {!keptSignature && kept.save ? <Alert type="info" showIcon role="status" title={t('dailyLog.kept.saved')} /> : null}
      {refusal ? (
        <Alert
          type="warning"
          showIcon
          role="alert"
          title={t('dailyLog.kept.refused', {
            reason: refusal.messageId && intl.messages[refusal.messageId] ? say(refusal.messageId, intl) : refusal.message,
          })}
          description={t('dailyLog.kept.refused.help')}
        />
      ) : null}
      {!canWrite && !log.signedAt ? <Alert type="info" showIcon title={t('dailyLog.readOnly')} /> : null}
    </div>
  );
}
