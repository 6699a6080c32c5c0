import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import type { SignatureLinkFieldsFragment } from '../../../gql/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { LanguageSwitch } from '../../../shared/components/LanguageSwitch';
import { Logo } from '../../../shared/components/Logo';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { PlainButton } from '../../../shared/plain/PlainButton';
import { PlainResult } from '../../../shared/plain/PlainResult';
import { CodeStep } from './CodeStep';
import { fetchDocumentPdf } from './document-pdf';
import { type LinkFailure, linkFailure } from './link-errors';
import { signatureLinkMessages } from './messages';
import { signatureLinkMessagesEn } from './messages.en';
import { SignatureLink } from './operations';
import { PdfPages } from './PdfPages';
import { SignStep } from './SignStep';
import './signature-link.css';

/** Where the page is: the link's state first, then the code, then the document with its answer, then the outcome. */
type Stage =
  | { at: 'loading' }
  | { at: 'final'; failure: LinkFailure }
  | { at: 'code'; notice: string | null }
  | { at: 'document'; session: string; pdf: ArrayBuffer | null }
  | { at: 'answered'; outcome: 'signed' | 'refused' };

const fileName = (title: string) => `${title.replace(/[^\p{L}\p{N}-]+/gu, '_').slice(0, 80)}.pdf`;

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="sign-page">
      <header className="sign-top">
        <Logo />
        <LanguageSwitch />
      </header>
      <main className="sign-main">{children}</main>
    </div>
  );
}

/** Who asks, for what, to whom: the head of every step. */
function LinkHead({ link }: { link: SignatureLinkFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  return (
    <div className="sign-head">
      <p className="sign-company">{t('signLink.from', { company: link.company })}</p>
      <h1 className="sign-title">{link.title}</h1>
      <p className="sign-muted">{t('signLink.recipient', { name: link.recipientName })}</p>
      {link.status === 'PENDING' ? (
        <p className="sign-muted">{t('signLink.expires', { date: intl.formatDate(link.expiresAt, { dateStyle: 'long', timeStyle: 'short' }) })}</p>
      ) : null}
      {link.message ? (
        <blockquote className="sign-message" aria-label={t('signLink.message', { company: link.company })}>
          {link.message}
        </blockquote>
      ) : null}
    </div>
  );
}

/** A link that no longer asks anything: signed, refused, expired or withdrawn; or one that never worked. */
function Outcome({ link, stage }: { link: SignatureLinkFieldsFragment | null; stage: Stage }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const date = link?.answeredAt ? intl.formatDate(link.answeredAt, { dateStyle: 'long', timeStyle: 'short' }) : '';
  const company = link?.company ?? '';
  if (stage.at === 'answered' || link?.status === 'SIGNED' || link?.status === 'REFUSED') {
    const signed = stage.at === 'answered' ? stage.outcome === 'signed' : link?.status === 'SIGNED';
    const title = stage.at === 'answered' ? (signed ? 'signLink.done.signed' : 'signLink.done.refused') : `signLink.state.${link?.status}`;
    return (
      <PlainResult
        status={signed ? 'success' : 'info'}
        title={t(title, { company })}
        subTitle={signed ? t('signLink.done.signedBy', { name: link?.signerName ?? '', date }) : t('signLink.done.refusedBy', { company, date })}
      />
    );
  }
  const failure = stage.at === 'final' ? stage.failure : null;
  const title = link ? `signLink.state.${link.status}` : failure?.message ? 'signLink.state.error' : 'signLink.state.invalid';
  const why =
    failure?.message || (link?.status === 'EXPIRED' ? t('signature.link.expired', { company }) : t('signature.link.cancelled', { company }));
  return (
    <PlainResult
      status="warning"
      title={t(title)}
      subTitle={
        <>
          <span className="sign-why">{why}</span> <span>{t('signLink.what')}</span>
        </>
      }
      extra={<PlainButton onClick={() => window.location.reload()}>{t('signLink.retry')}</PlainButton>}
    />
  );
}

function SignatureLinkScreen() {
  const intl = useIntl();
  const { token = '' } = useParams();
  const [link, setLink] = useState<SignatureLinkFieldsFragment | null>(null);
  const [stage, setStage] = useState<Stage>({ at: 'loading' });

  useEffect(() => {
    let alive = true;
    graphqlRequest(SignatureLink, { token })
      .then(({ signatureLink }) => {
        if (!alive) return;
        setLink(signatureLink);
        setStage(signatureLink.status === 'PENDING' ? { at: 'code', notice: null } : { at: 'final', failure: { kind: 'final', message: '' } });
      })
      .catch((err) => alive && setStage({ at: 'final', failure: linkFailure(err, intl) }));
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const onFailure = useCallback((failure: LinkFailure) => {
    setStage(failure.kind === 'session' ? { at: 'code', notice: failure.message } : { at: 'final', failure });
  }, []);

  const onVerified = (session: string) => {
    setStage({ at: 'document', session, pdf: null });
    fetchDocumentPdf(token, session)
      .then((pdf) => setStage((s) => (s.at === 'document' && s.session === session ? { ...s, pdf } : s)))
      .catch((err) => onFailure(linkFailure(err, intl)));
  };

  if (stage.at === 'loading')
    return (
      <Frame>
        <p className="sign-muted" role="status">
          {intl.formatMessage({ id: 'signLink.loading' })}
        </p>
      </Frame>
    );
  const answered = stage.at === 'answered' || stage.at === 'final' || !link;
  return (
    <Frame>
      {link ? <LinkHead link={link} /> : null}
      {answered ? <Outcome link={link} stage={stage} /> : null}
      {link && stage.at === 'code' ? (
        <CodeStep token={token} maskedEmail={link.maskedEmail} notice={stage.notice} onVerified={onVerified} onFinal={onFailure} />
      ) : null}
      {link && stage.at === 'document' ? (
        <>
          {stage.pdf ? (
            <PdfPages bytes={stage.pdf} filename={fileName(link.title)} />
          ) : (
            <p className="sign-muted" role="status">
              {intl.formatMessage({ id: 'signLink.document.loading' })}
            </p>
          )}
          <SignStep
            token={token}
            session={stage.session}
            link={link}
            onFailure={onFailure}
            onAnswered={(next, outcome) => {
              setLink(next);
              setStage({ at: 'answered', outcome });
            }}
          />
        </>
      ) : null}
    </Frame>
  );
}

/** /signature/:token — the client signs (or refuses) a document sent by a company, without an account. */
export default function SignatureLinkPage() {
  return (
    <FeatureMessages
      fr={signatureLinkMessages}
      en={signatureLinkMessagesEn}
      ar={() => import('./messages.ar').then((m) => m.signatureLinkMessagesAr)}
    >
      <SignatureLinkScreen />
    </FeatureMessages>
  );
}
