import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SIGNATURE_LIMITS, type SignatureRefuseData, type SignatureSendData, type SignatureSignData } from '@chantiers/schema';
import type { AuthInfo } from '../../core/auth/auth-info';
import { hashLinkToken, newLinkToken } from '../../core/auth/tokens';
import type { DocumentMailer } from '../../core/documents/document-mailer';
import { AppError } from '../../core/errors/app-error';
import { raise } from '../../core/events/domain-events';
import { sentence } from '../../core/errors/sentence';
import type { FilesService } from '../../core/files/files.service';
import type { RequestMeta } from '../../core/http/request-meta';
import type { MailOutbox } from '../../core/mail/outbox';
import type { RateCounters } from '../../core/rate-limit/counters';
import { Company } from '../../core/tenancy/company.entity';
import { scopeToCompany } from '../../core/tenancy/scope';
import { signatureBytes } from '../daily-logs';
import { certificatePage, pageCount, withCertificate } from './certificate';
import type { Signable } from './signable';
import { SignatureRequest } from './signature-request.entity';
import { codeMail, linkMail, signedMail } from './signature-mails';
import './signatures.audit';
import './signatures.events';

const MINUTE = 60_000;
const HOUR_SECONDS = 3600;
/** Unknown links tried from one IP in an hour: enough for a person mistyping, not for a guesser. */
const MISSES_PER_IP = 30;

const sha256 = (value: string | Buffer) => createHash('sha256').update(value).digest('hex');
const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
const notFound = () => AppError.notFound('signature.request.notFound');

/** What the client's page may know of a link: never the document before the code. */
export interface SignatureLinkState {
  request: SignatureRequest;
  company: string;
  status: 'PENDING' | 'SIGNED' | 'REFUSED' | 'CANCELLED' | 'EXPIRED';
}

/** A request as its company reads it: EXPIRED when a pending link outlived its date. */
export const statusOf = (r: SignatureRequest, now = new Date()): SignatureLinkState['status'] =>
  r.status === 'PENDING' && r.expiresAt <= now ? 'EXPIRED' : r.status;

/** 'j***@exemple.ma': the page says where the code goes without giving the address to whoever holds the link. */
export const maskEmail = (email: string): string => {
  const [local, domain] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(2, Math.min(local.length - 1, 6)))}@${domain}`;
};

/**
 * Signature by link (issue 37). The company sends a document (a quote, an avenant…): its PDF is kept as sent with its
 * SHA-256, the link's token is mailed and only its hash kept. The client opens the link, asks for a one-time code
 * mailed to the same address, types it, reads the PDF and signs (drawn or typed) or refuses with a reason. The
 * answer is taken once, under the request's row lock, only while the document still says what was sent; the signed
 * PDF carries a certificate page. Everything the client does is limited per link and per IP.
 */
export class SignaturesService {
  private readonly signables: Map<string, Signable>;

  constructor(
    private readonly files: FilesService,
    private readonly outbox: MailOutbox,
    private readonly mailer: DocumentMailer,
    private readonly counters: RateCounters,
    private readonly publicOrigin: () => string,
    signables: readonly Signable[],
  ) {
    this.signables = new Map(signables.map((s) => [s.kind, s]));
  }

  private signable(kind: string): Signable {
    const s = this.signables.get(kind);
    if (!s) throw AppError.badInput({ kind: 'signature.kind.invalid' });
    return s;
  }

  /** Sends a document for signature; an earlier pending link for it stops working. */
  async send(em: EntityManager, auth: AuthInfo, input: SignatureSendData): Promise<SignatureRequest> {
    const signable = this.signable(input.kind);
    const id = await em.transactional(async (tx) => {
      const doc = await signable.load(tx, input.documentId, true);
      if (!doc) throw AppError.notFound('signature.document.notFound');
      if (doc.notSignable) throw new AppError('CONFLICT', sentence('signature.document.notSignable', { why: sentence(doc.notSignable, {}) }));
      const company = await tx.findOneOrFail(Company, { id: auth.companyId }, { fields: ['id', 'name', 'email'] });
      const { filename, bytes } = await signable.pdf(tx, auth, doc.id);
      const { token, hash } = newLinkToken();
      const expiresAt = new Date(Date.now() + SIGNATURE_LIMITS.linkDays * 24 * 60 * MINUTE);
      let request: SignatureRequest | undefined;
      await this.mailer.send(
        tx,
        auth,
        { kind: `SIGN_${input.kind}`, id: doc.id },
        [input.email],
        { messageId: 'signature.send.rateLimited' },
        async (to, sender) => {
          await this.cancelPending(tx, input.kind, doc.id);
          const pdf = await this.files.storeDerived(tx, {
            companyId: auth.companyId,
            userId: auth.userId,
            name: filename,
            contentType: 'application/pdf',
            bytes,
          });
          request = tx.create(SignatureRequest, {
            company: auth.companyId,
            documentKind: input.kind,
            documentId: doc.id,
            siteId: doc.siteId,
            title: doc.title.slice(0, 255),
            link: doc.link,
            recipientEmail: to,
            recipientName: input.name,
            message: input.message ?? null,
            tokenHash: hash,
            expiresAt,
            fingerprint: doc.fingerprint,
            pdf,
            pdfSha256: sha256(bytes),
            sentBy: auth.userId,
            sentByName: sender.name,
          });
          return linkMail({
            to,
            replyTo: company.email || sender.email,
            recipientName: input.name,
            title: doc.title,
            company: company.name,
            senderName: sender.name,
            message: input.message ?? null,
            url: `${this.publicOrigin()}/signature/${token}`,
            expiresAt,
          });
        },
      );
      await tx.flush();
      return request!.id;
    });
    this.mailer.kick();
    return this.get(em.fork(), id);
  }

  async get(em: EntityManager, id: string): Promise<SignatureRequest> {
    const request = await em.findOne(SignatureRequest, { id });
    if (!request) throw notFound();
    return request;
  }

  /** A document's requests, the latest first. */
  async ofDocument(em: EntityManager, kind: string, documentId: string): Promise<SignatureRequest[]> {
    const signable = this.signable(kind);
    if (!(await signable.load(em, documentId, false))) throw AppError.notFound('signature.document.notFound');
    return em.find(
      SignatureRequest,
      { documentKind: kind as SignatureRequest['documentKind'], documentId },
      { orderBy: { createdAt: 'desc' }, limit: 50 },
    );
  }

  /** Withdraws a pending link (sent to a wrong address…); an answer stays. */
  async cancel(em: EntityManager, id: string): Promise<SignatureRequest> {
    await em.transactional(async (tx) => {
      const request = await tx.findOne(SignatureRequest, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
      if (!request) throw notFound();
      if (request.status === 'SIGNED' || request.status === 'REFUSED') throw new AppError('CONFLICT', 'signature.request.answered');
      if (request.status === 'PENDING') Object.assign(request, { status: 'CANCELLED', cancelledAt: new Date(), sessionHash: null, codeHash: null });
      await tx.flush();
    });
    return this.get(em.fork(), id);
  }

  /** The signed PDF (with its certificate), for the company that sent it. */
  async signedPdf(em: EntityManager, id: string): Promise<{ filename: string; bytes: Buffer }> {
    const request = await this.get(em, id);
    if (!request.signedPdf) throw AppError.notFound('signature.request.notFound');
    const file = await this.files.read(em, request.signedPdf.id);
    if (!file) throw notFound();
    return { filename: `${request.title.replace(/[^\p{L}\p{N}-]+/gu, '_').slice(0, 80)}_signe.pdf`, bytes: file.bytes };
  }

  // ——— The client's side: the link is the credential, so its lookups run without the tenant filter. ———

  /** What the link's page shows before the code: the company, the document's name, the state of the link. */
  async open(em: EntityManager, token: string, ip: string): Promise<SignatureLinkState> {
    const request = await this.byToken(em, token, ip);
    const company = await em.findOneOrFail(Company, { id: request.company.id }, { fields: ['id', 'name'], filters: false });
    return { request, company: company.name, status: statusOf(request) };
  }

  /** Mails a new one-time code (the former one stops working). */
  async sendCode(em: EntityManager, token: string, ip: string): Promise<SignatureRequest> {
    await this.byToken(em, token, ip);
    const id = await em.transactional(async (tx) => {
      const request = await this.pendingByToken(tx, token, ip);
      const taken = await this.counters.take(tx, [
        { key: `sig_code:${request.id}`, limit: SIGNATURE_LIMITS.codesPerHour, windowSeconds: HOUR_SECONDS },
        { key: `sig_code_ip:${ip}`, limit: SIGNATURE_LIMITS.codesPerHour * 4, windowSeconds: HOUR_SECONDS },
      ]);
      if (!taken.allowed) throw new AppError('RATE_LIMITED', 'signature.code.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      Object.assign(request, {
        codeHash: sha256(`${request.id}:${code}`),
        codeExpiresAt: new Date(Date.now() + SIGNATURE_LIMITS.codeMinutes * MINUTE),
        codeAttempts: 0,
        codesSent: request.codesSent + 1,
      });
      const company = await tx.findOneOrFail(Company, { id: request.company.id }, { fields: ['id', 'name'], filters: false });
      this.outbox.enqueue(
        tx,
        codeMail({ to: request.recipientEmail, title: request.title, company: company.name, code, minutes: SIGNATURE_LIMITS.codeMinutes }),
      );
      await tx.flush();
      return request.id;
    });
    void this.outbox.kick();
    return this.get(this.scoped(em.fork(), await this.companyOf(em, id)), id);
  }

  /** The code typed: right, it opens the document for a while (a session); wrong, one attempt fewer. */
  async verifyCode(em: EntityManager, token: string, code: string, ip: string): Promise<{ session: string; expiresAt: Date }> {
    await this.byToken(em, token, ip);
    const outcome = await em.transactional(async (tx) => {
      const request = await this.pendingByToken(tx, token, ip);
      if (!request.codeHash || !request.codeExpiresAt || request.codeExpiresAt <= new Date() || request.codeAttempts >= SIGNATURE_LIMITS.codeAttempts)
        return { refusal: new AppError('BAD_USER_INPUT', 'signature.code.spent', { code: 'signature.code.spent' }) };
      if (!sameHash(request.codeHash, sha256(`${request.id}:${code}`))) {
        request.codeAttempts += 1;
        await tx.flush();
        const left = String(SIGNATURE_LIMITS.codeAttempts - request.codeAttempts);
        const id = left === '0' ? 'signature.code.spent' : sentence('signature.code.wrong', { left });
        // The attempt is counted (committed) before the refusal is told.
        return { refusal: new AppError('BAD_USER_INPUT', id, { code: id }) };
      }
      const session = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + SIGNATURE_LIMITS.sessionMinutes * MINUTE);
      Object.assign(request, {
        codeHash: null,
        codeExpiresAt: null,
        sessionHash: hashLinkToken(session),
        sessionExpiresAt: expiresAt,
        verifiedAt: new Date(),
      });
      await tx.flush();
      return { session, expiresAt };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome;
  }

  /** The PDF as sent: what the client reads is what they sign (its SHA-256 is on the certificate). */
  async documentPdf(em: EntityManager, token: string, session: string, ip: string): Promise<{ filename: string; bytes: Buffer }> {
    const request = await this.pendingByToken(em, token, ip);
    this.checkSession(request, session);
    const file = await this.files.read(em, request.pdf.id);
    if (!file) throw AppError.notFound('signature.link.invalid');
    return { filename: file.name, bytes: file.bytes };
  }

  /** Signed: taken once, while the document says what was sent; the signed PDF is mailed to the signer. */
  async sign(em: EntityManager, token: string, input: SignatureSignData, meta: RequestMeta): Promise<SignatureRequest> {
    const drawn = input.drawn ? await signatureBytes(input.drawn) : null;
    const outcome = await this.answer(em, token, input.session, meta, async (tx, request, signable, company) => {
      const original = await this.files.read(tx, request.pdf.id);
      if (!original) throw AppError.notFound('signature.link.invalid');
      const owner = { companyId: request.company.id, userId: null };
      const signedAt = new Date();
      const image = drawn
        ? await this.files.storeDerived(tx, { ...owner, name: `signature-${request.id}.png`, contentType: 'image/png', bytes: drawn })
        : null;
      await signable.signed(tx, request.documentId, { name: input.signerName, fileId: image });
      const certificate = await certificatePage({
        requestId: request.id,
        title: request.title,
        company,
        sentBy: request.sentByName,
        sentAt: request.createdAt,
        recipientName: request.recipientName,
        recipientEmail: request.recipientEmail,
        signerName: input.signerName,
        signatureKind: drawn ? 'DRAWN' : 'TYPED',
        signature: drawn,
        verifiedAt: request.verifiedAt ?? signedAt,
        signedAt,
        ip: meta.ip,
        userAgent: meta.userAgent,
        sha256: request.pdfSha256,
        pages: await pageCount(original.bytes),
      });
      const signed = await withCertificate(original.bytes, certificate);
      const filename = original.name.replace(/\.pdf$/i, '') + '_signe.pdf';
      const signedPdf = await this.files.storeDerived(tx, { ...owner, name: filename, contentType: 'application/pdf', bytes: signed });
      Object.assign(request, {
        status: 'SIGNED',
        signerName: input.signerName,
        signatureKind: drawn ? 'DRAWN' : 'TYPED',
        signatureImage: image,
        signedPdf,
        answeredAt: signedAt,
      });
      this.outbox.enqueue(tx, signedMail({ to: request.recipientEmail, title: request.title, company, filename, pdf: signed, signedAt }));
    });
    return outcome;
  }

  /** Refused with a reason: an answer as well, told to the company. */
  async refuse(em: EntityManager, token: string, input: SignatureRefuseData, meta: RequestMeta): Promise<SignatureRequest> {
    return this.answer(em, token, input.session, meta, async (tx, request, signable) => {
      await signable.refused(tx, request.documentId, input.reason);
      Object.assign(request, { status: 'REFUSED', refusalReason: input.reason, answeredAt: new Date() });
    });
  }

  /**
   * The answer's frame: the request read under its row lock (two tabs answering at once: the second finds it
   * answered), the session checked, the document read in its company's scope and compared with what was sent. A
   * document that changed voids the link, committed before the refusal is told.
   */
  private async answer(
    em: EntityManager,
    token: string,
    session: string,
    meta: RequestMeta,
    act: (tx: EntityManager, request: SignatureRequest, signable: Signable, company: string) => Promise<void>,
  ): Promise<SignatureRequest> {
    // Outside the transaction, so that an unknown link's miss is counted.
    await this.byToken(em, token, meta.ip);
    const outcome = await em.transactional(async (tx) => {
      const request = await this.pendingByToken(tx, token, meta.ip, true);
      this.checkSession(request, session);
      scopeToCompany(tx, request.company.id);
      const company = (await tx.findOneOrFail(Company, { id: request.company.id }, { fields: ['id', 'name'] })).name;
      const signable = this.signable(request.documentKind);
      const doc = await signable.load(tx, request.documentId, true);
      if (!doc || doc.notSignable || doc.fingerprint !== request.fingerprint) {
        Object.assign(request, { status: 'CANCELLED', cancelledAt: new Date(), sessionHash: null });
        await tx.flush();
        return { refusal: new AppError('CONFLICT', sentence('signature.document.changed', { company })) };
      }
      await act(tx, request, signable, company);
      Object.assign(request, {
        answerIp: meta.ip.slice(0, 64),
        answerUserAgent: meta.userAgent?.slice(0, 400) ?? null,
        sessionHash: null,
        sessionExpiresAt: null,
      });
      await tx.flush();
      await raise(tx, 'signature.answered', { request, company });
      return { id: request.id, companyId: request.company.id };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    void this.outbox.kick();
    return this.get(this.scoped(em.fork(), outcome.companyId), outcome.id);
  }

  private checkSession(request: SignatureRequest, session: string): void {
    const live = request.sessionHash && request.sessionExpiresAt && request.sessionExpiresAt > new Date();
    if (!live || !sameHash(request.sessionHash!, hashLinkToken(session))) throw new AppError('UNAUTHENTICATED', 'signature.session.expired');
  }

  /** The request of a link still waiting for its answer, or the refusal that says why not. */
  private async pendingByToken(em: EntityManager, token: string, ip: string, lock = false): Promise<SignatureRequest> {
    const request = await this.byToken(em, token, ip, lock);
    const status = statusOf(request);
    if (status === 'PENDING') return request;
    const company = await em.findOneOrFail(Company, { id: request.company.id }, { fields: ['id', 'name'], filters: false });
    if (status === 'EXPIRED') throw new AppError('CONFLICT', sentence('signature.link.expired', { company: company.name }));
    if (status === 'CANCELLED') throw new AppError('CONFLICT', sentence('signature.link.cancelled', { company: company.name }));
    throw new AppError('CONFLICT', 'signature.link.used');
  }

  /** A link's request by its token's hash; an IP trying unknown links is stopped after a few. */
  private async byToken(em: EntityManager, token: string, ip: string, lock = false): Promise<SignatureRequest> {
    const found = await em.findOne(
      SignatureRequest,
      { tokenHash: hashLinkToken(token) },
      { filters: false, ...(lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {}) },
    );
    if (found) return found;
    const taken = await this.counters.take(em, [{ key: `sig_miss_ip:${ip}`, limit: MISSES_PER_IP, windowSeconds: HOUR_SECONDS }]);
    if (!taken.allowed) throw new AppError('RATE_LIMITED', 'signature.link.rateLimited', undefined, { retryAfterSeconds: taken.retryAfterSeconds });
    throw AppError.notFound('signature.link.invalid');
  }

  private async cancelPending(tx: EntityManager, kind: string, documentId: string): Promise<void> {
    const pending = await tx.find(SignatureRequest, { documentKind: kind as SignatureRequest['documentKind'], documentId, status: 'PENDING' });
    for (const r of pending) Object.assign(r, { status: 'CANCELLED', cancelledAt: new Date(), sessionHash: null, codeHash: null });
  }

  private async companyOf(em: EntityManager, id: string): Promise<string> {
    const r = await em.fork().findOneOrFail(SignatureRequest, { id }, { filters: false, fields: ['id', 'company'] });
    return r.company.id;
  }

  private scoped(em: EntityManager, companyId: string): EntityManager {
    scopeToCompany(em, companyId);
    return em;
  }
}
