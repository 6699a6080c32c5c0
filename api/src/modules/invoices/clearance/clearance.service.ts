import type { EntityManager } from '@mikro-orm/postgresql';
import type { ClearanceAnswerData, ClearanceStatus } from '@chantiers/schema';
import { AppError } from '../../../core/errors/app-error';
import { sentence } from '../../../core/errors/sentence';
import type { FilesService } from '../../../core/files/files.service';
import { Company } from '../../../core/tenancy/company.entity';
import { Invoice } from '../invoice.entity';
import { invoiceUbl } from '../ubl/invoice-ubl';
import type { UblViolation } from '../ubl/ubl-rules';
import type { ClearanceAnswer, ClearanceDriver } from './clearance-driver';
import { concernedOn, noneDriver } from './clearance-drivers';

/** The rules on the seller's mentions (fixed on the company's settings) and on the buyer's (fixed on the client). */
const SELLER_RULES = new Set(['MA-01', 'MA-02', 'MA-03', 'MA-04', 'MA-05']);
const BUYER_RULES = new Set(['MA-08', 'MA-09', 'MA-10']);

/** Refused with every broken rule and its article, and the screen where the first mention to fix is filled in. */
function refused(violations: UblViolation[], clientId: string): AppError {
  const rules = violations.map((v) => `${v.article} — ${v.message}`).join(' ');
  const fixPath = violations.some((v) => SELLER_RULES.has(v.rule))
    ? '/parametres/societe'
    : violations.some((v) => BUYER_RULES.has(v.rule))
      ? `/clients?modifier=${clientId}`
      : undefined;
  return new AppError('CONFLICT', sentence('invoice.clearance.rules', { rules }), undefined, fixPath ? { fixPath } : undefined);
}

const ANSWERED: readonly (string | null | undefined)[] = ['VALIDEE', 'REJETEE'];

/** The platform's answer as stored on the invoice; its submission and answer dated now. */
function apply(invoice: Invoice, answer: ClearanceAnswer, now: Date): void {
  invoice.clearanceStatus = answer.outcome satisfies ClearanceStatus;
  invoice.clearanceSubmittedAt ??= now;
  if (answer.outcome === 'SOUMISE') return;
  invoice.clearanceNumber = answer.outcome === 'VALIDEE' ? answer.number : null;
  invoice.clearanceReasons = answer.outcome === 'REJETEE' ? answer.reasons : null;
  invoice.clearanceAnsweredAt = now;
}

/** The same answer recorded twice: the outcome and what it carries. */
const sameAnswer = (invoice: Invoice, answer: ClearanceAnswerData) =>
  invoice.clearanceStatus === answer.outcome &&
  (answer.outcome === 'VALIDEE'
    ? invoice.clearanceNumber === answer.number
    : JSON.stringify(invoice.clearanceReasons ?? []) === JSON.stringify(answer.reasons ?? []));

/**
 * Clearance of invoices and credit notes by the DGI's platform (CGI art. 145-IX): checked at issue, then submitted
 * through the configured driver and answered. Each change is one transaction under the invoice's row lock, and
 * idempotent: a second submission or the same answer again changes nothing.
 */
export class ClearanceService {
  constructor(
    private readonly files: FilesService,
    /** The driver of concerned companies (`CLEARANCE_DRIVER`). */
    readonly driver: ClearanceDriver,
  ) {}

  /**
   * In the issuing transaction, after the flush: a concerned company's document must make a UBL file the platform
   * would take, or it is not issued at all (the transaction rolls back and gives its number back). Else A_SOUMETTRE.
   */
  async atIssue(tx: EntityManager, invoice: Invoice): Promise<void> {
    // Read whole: issuing read a few of its fields, and the UBL file names the seller with all its mentions.
    const company = await tx.findOneOrFail(Company, { id: invoice.company.id }, { refresh: true });
    if (!concernedOn(company.einvoicingFrom, invoice.issueDate)) return;
    const { violations } = await invoiceUbl(tx, this.files, invoice, false);
    if (violations.length) throw refused(violations, invoice.quote.client.id);
    invoice.clearanceStatus = 'A_SOUMETTRE';
    await tx.flush();
  }

  /** Sends an A_SOUMETTRE document through its driver; once sent, a second submission answers it as it stands. */
  async submit(em: EntityManager, id: string): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const invoice = await this.locked(tx, id);
      if (invoice.clearanceStatus && invoice.clearanceStatus !== 'A_SOUMETTRE') return invoice;
      const answer = await this.driverOf(invoice).submit({
        invoiceId: invoice.id,
        reference: invoice.reference,
        file: async () => {
          const ubl = await invoiceUbl(tx, this.files, invoice);
          // The mentions are read as they are now: one cleared since the issue is named before anything is sent.
          if (ubl.violations.length) throw refused(ubl.violations, invoice.quote.client.id);
          return { fileName: ubl.fileName, xml: ubl.xml };
        },
      });
      apply(invoice, answer, new Date());
      await tx.flush();
      return invoice;
    });
  }

  /**
   * The platform's answer read on the DGI portal (manual submission). The platform answers once: an answered document
   * takes the same answer again (nothing changes) and refuses another; a rejected one is corrected by a credit note.
   */
  async record(em: EntityManager, id: string, answer: ClearanceAnswerData): Promise<Invoice> {
    return em.transactional(async (tx) => {
      const invoice = await this.locked(tx, id);
      if (!invoice.clearanceStatus) throw new AppError('CONFLICT', 'invoice.clearance.notConcerned');
      if (!this.driverOf(invoice).manualAnswers) throw new AppError('CONFLICT', 'invoice.clearance.automatic');
      if (ANSWERED.includes(invoice.clearanceStatus)) {
        if (sameAnswer(invoice, answer)) return invoice;
        throw new AppError('CONFLICT', 'invoice.clearance.answered');
      }
      apply(
        invoice,
        answer.outcome === 'VALIDEE' ? { outcome: 'VALIDEE', number: answer.number! } : { outcome: 'REJETEE', reasons: answer.reasons ?? [] },
        new Date(),
      );
      await tx.flush();
      return invoice;
    });
  }

  /** A document issued before its company was concerned goes to the none driver (nothing to submit); others to the configured one. */
  private driverOf(invoice: Invoice): ClearanceDriver {
    return invoice.clearanceStatus ? this.driver : noneDriver;
  }

  /** The invoice (another company's is not found), read again under its row lock: concurrent answers queue here. */
  private async locked(tx: EntityManager, id: string): Promise<Invoice> {
    const seen = await tx.findOne(Invoice, { id }, { fields: ['id'] });
    if (!seen) throw AppError.notFound('invoice.notFound');
    await tx.getConnection().execute('select id from invoice where id = ? for update', [id], 'all', tx.getTransactionContext());
    return tx.findOneOrFail(Invoice, { id }, { populate: ['quote.client', 'site', 'lines', 'creditOf'], refresh: true });
  }
}
