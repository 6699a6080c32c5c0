import { Alert, Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type SignaturePad from 'signature_pad';
import { toApiError } from '../../shared/errors/notify';
import { say } from '../../shared/intl/current-intl';
import { readUser } from '../../shared/session/storage';
import { drawnSignature, SignatureBox } from '../../shared/signature/SignaturePad';

interface Props {
  /** The day as people read it, in the title. */
  dayLabel: string;
  /** Saves the form first when it must, then signs: rejects with the server's refusal. */
  onSign(signature: string): Promise<void>;
  onClose(): void;
}

/**
 * 'Signer la journée': the site manager signs with a finger in the box (signature_pad), 'Effacer' to start again. An
 * empty box is refused here, as the api would; once signed the day can no longer change, which the modal says.
 */
export default function SignatureModal({ dayLabel, onSign, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const pad = useRef<SignaturePad | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const user = readUser();

  const confirm = async () => {
    const drawn = drawnSignature(pad.current);
    if ('error' in drawn) return setError(say(drawn.error, intl));
    const { signature } = drawn;
    setBusy(true);
    try {
      await onSign(signature);
    } catch (err) {
      const refusal = toApiError(err);
      setError(say(refusal.fields?.signature ?? refusal.messageId ?? refusal.message, intl));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={t('dailyLog.signature.title', { day: dayLabel })}
      onCancel={busy ? undefined : onClose}
      mask={{ closable: false }}
      destroyOnHidden
      rootClassName="dailylog-signature-modal"
      footer={
        <div className="dailylog-signature-actions">
          <Button
            disabled={busy}
            onClick={() => {
              pad.current?.clear();
              setError(null);
            }}
          >
            {t('dailyLog.signature.clear')}
          </Button>
          <Button type="primary" loading={busy} onClick={() => void confirm()}>
            {t('dailyLog.signature.confirm')}
          </Button>
        </div>
      }
    >
      <p className="dailylog-signature-note">{t('dailyLog.signature.note')}</p>
      <SignatureBox padRef={pad} onStroke={() => setError(null)} label={t('dailyLog.signature.box')} />
      <p className="dailylog-signature-who">{t('dailyLog.signature.who', { name: `${user.firstName} ${user.lastName}`.trim() })}</p>
      {error ? <Alert type="error" showIcon role="alert" title={error} /> : null}
    </Modal>
  );
}
