import { useMutation } from '@apollo/client/react';
import { RECEPTION_LIMITS } from '@chantiers/schema';
import { Alert, Button, Input, Modal, Radio } from 'antd';
import { type RefObject, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type SignaturePad from 'signature_pad';
import type { ReceptionFieldsFragment } from '../../gql/graphql';
import { formatDay } from '../../shared/format/day';
import { notifySuccess, toApiError } from '../../shared/errors/notify';
import { say } from '../../shared/intl/current-intl';
import { drawnSignature, SignatureBox } from '../../shared/signature/SignaturePad';
import { SignReceptionDocument, SiteReceptionsDocument } from './receptions.generated';

interface Props {
  siteId: string;
  reception: ReceptionFieldsFragment;
  onClose(): void;
}

type Party = 'company' | 'client';
type Step = Party | 'check';
interface Signer {
  name: string;
  signature: string | null;
}

const partyName = (reception: ReceptionFieldsFragment, role: 'COMPANY' | 'CLIENT') => reception.parties.find((p) => p.role === role)?.name ?? '';

/** One party's step: their name and their drawing; the client's asks first whether they sign now or later. */
function SignerStep(props: {
  party: Party;
  signer: Signer;
  later: boolean | null;
  pad: RefObject<SignaturePad | null>;
  onName(name: string): void;
  onLater(later: boolean): void;
  onStroke(): void;
}) {
  const { party, signer, later, pad } = props;
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <div>
      {later !== null ? (
        <Radio.Group
          className="reception-sign-when"
          aria-label={t('reception.signModal.when')}
          value={later ? 'later' : 'now'}
          onChange={(e) => props.onLater(e.target.value === 'later')}
          options={[
            { value: 'now', label: t('reception.signModal.when.now') },
            { value: 'later', label: t('reception.signModal.when.later') },
          ]}
        />
      ) : null}
      {later ? (
        <p className="reception-why">{t('reception.signModal.later.note')}</p>
      ) : (
        <>
          <p className="reception-secondary">{t(`reception.signModal.note.${party}`)}</p>
          <label className="form-field-label" htmlFor={`signer-${party}`}>
            {t('reception.signModal.signer')}
          </label>
          <Input
            id={`signer-${party}`}
            size="large"
            maxLength={RECEPTION_LIMITS.name}
            value={signer.name}
            onChange={(e) => props.onName(e.target.value)}
          />
          <div className="reception-sign-pad">
            <SignatureBox padRef={pad} onStroke={props.onStroke} label={t('reception.signModal.box')} />
          </div>
        </>
      )}
    </div>
  );
}

/** The last step: the PV's verdict and both signature boxes as they will read, the client's empty when they sign later. */
function CheckStep({ reception, signers, later }: { reception: ReceptionFieldsFragment; signers: Record<Party, Signer>; later: boolean }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <div className="reception-sign-check">
      <p>
        <strong>{t(`reception.kind.${reception.kind}`)}</strong> — {formatDay(reception.date)}
      </p>
      <p className={`reception-verdict ${reception.reserves.length ? 'is-with' : 'is-without'}`}>
        {reception.reserves.length ? t('reception.reserves.with', { count: reception.reserves.length }) : t('reception.reserves.without')}
      </p>
      <div className="reception-signatures">
        {(['company', 'client'] as const).map((p) => (
          <figure key={p} className={`reception-signature${p === 'client' && later ? ' is-awaited' : ''}`}>
            <figcaption>
              <span className="reception-label">{t(`reception.signature.${p}`)}</span>
              {p === 'client' && later ? (
                <span className="reception-secondary">{t('reception.signature.later')}</span>
              ) : (
                <strong>{signers[p].name}</strong>
              )}
            </figcaption>
            {signers[p].signature && !(p === 'client' && later) ? (
              <img src={signers[p].signature ?? undefined} alt={t('reception.signature.of', { name: signers[p].name })} />
            ) : null}
          </figure>
        ))}
      </div>
      <Alert type="warning" showIcon title={t(later ? 'reception.signModal.final.company' : 'reception.signModal.final')} />
    </div>
  );
}

/**
 * 'Faire signer le PV', on the one screen where the parties stand: the company's signer writes their name and signs,
 * then hands the screen to the client's representative, who does the same, or says the client signs later (on the
 * screen, or by link); both read the PV's verdict and confirm. A PV the company signed alone ('Faire signer le client
 * sur l'écran') asks the client's step only. Signed by the company, the PV never changes (the modal says so before).
 */
export default function SignReceptionModal({ siteId, reception, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const pad = useRef<SignaturePad | null>(null);
  const clientOnly = reception.status === 'AWAITING';
  const steps: Step[] = clientOnly ? ['client', 'check'] : ['company', 'client', 'check'];
  const [step, setStep] = useState(0);
  const [later, setLater] = useState(false);
  const [signers, setSigners] = useState<Record<Party, Signer>>({
    company: clientOnly
      ? { name: reception.companySignerName ?? '', signature: reception.companySignatureUrl ?? null }
      : { name: partyName(reception, 'COMPANY'), signature: null },
    client: { name: partyName(reception, 'CLIENT'), signature: null },
  });
  const [error, setError] = useState<string | null>(null);
  const [sign, signing] = useMutation(SignReceptionDocument, {
    refetchQueries: [{ query: SiteReceptionsDocument, variables: { siteId } }],
    awaitRefetchQueries: true,
  });
  const current = steps[step];
  const party: Party | null = current === 'check' ? null : current;
  const kind = t(`reception.kind.${reception.kind}`);
  const stepTitle = party ? `reception.signModal.${party}` : 'reception.signModal.check';

  /** The step's name and drawing kept, or why not; the client who signs later has neither. */
  const next = () => {
    if (!party) return;
    if (party === 'client' && later) {
      setError(null);
      return setStep(step + 1);
    }
    const name = signers[party].name.trim();
    if (!name) return setError(say('reception.signer.required', intl));
    const drawn = drawnSignature(pad.current);
    if ('error' in drawn) return setError(say(drawn.error, intl));
    setSigners((s) => ({ ...s, [party]: { name, signature: drawn.signature } }));
    setError(null);
    setStep(step + 1);
  };
  const confirm = async () => {
    const company = { companySignerName: signers.company.name, companySignature: signers.company.signature };
    const client = { clientSignerName: signers.client.name, clientSignature: signers.client.signature };
    const input = clientOnly ? client : later ? company : { ...company, ...client };
    try {
      await sign({ variables: { id: reception.id, input }, context: { silent: true } });
      notifySuccess(t(later ? 'reception.signed.company' : 'reception.signed.done'));
      onClose();
    } catch (err) {
      const refusal = toApiError(err);
      const field = refusal.fields ? Object.values(refusal.fields)[0] : undefined;
      setError(say(field ?? refusal.messageId ?? refusal.message, intl));
    }
  };
  const back = () => {
    setError(null);
    setStep(step - 1);
  };

  const footer = (
    <div className="reception-sign-actions">
      {step > 0 ? (
        <Button disabled={signing.loading} onClick={back}>
          {t('reception.signModal.back')}
        </Button>
      ) : (
        <span />
      )}
      <div className="reception-sign-actions-end">
        {party ? (
          <>
            {party === 'client' && later ? null : (
              <Button
                onClick={() => {
                  pad.current?.clear();
                  setError(null);
                }}
              >
                {t('reception.signModal.clear')}
              </Button>
            )}
            <Button type="primary" onClick={next}>
              {t('reception.signModal.next')}
            </Button>
          </>
        ) : (
          <Button type="primary" loading={signing.loading} onClick={() => void confirm()}>
            {t(later ? 'reception.signModal.signCompany' : 'reception.signModal.sign')}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open
      title={t(clientOnly ? 'reception.signModal.title.client' : 'reception.signModal.title', { kind })}
      onCancel={signing.loading ? undefined : onClose}
      mask={{ closable: false }}
      destroyOnHidden
      rootClassName="reception-sign-modal"
      footer={footer}
    >
      <p className="reception-sign-step">
        {t('reception.signModal.step', { step: step + 1, count: steps.length })} — <strong>{t(stepTitle)}</strong>
      </p>
      {party ? (
        <SignerStep
          key={party}
          party={party}
          signer={signers[party]}
          later={party === 'client' && !clientOnly ? later : null}
          pad={pad}
          onName={(name) => setSigners((s) => ({ ...s, [party]: { ...s[party], name } }))}
          onLater={(value) => {
            setLater(value);
            setError(null);
          }}
          onStroke={() => setError(null)}
        />
      ) : (
        <CheckStep reception={reception} signers={signers} later={later && !clientOnly} />
      )}
      {error ? <Alert className="reception-sign-error" type="error" showIcon role="alert" title={error} /> : null}
    </Modal>
  );
}
