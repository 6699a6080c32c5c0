/**
 * The door to the DGI's clearance platform (CGI art. 145-IX). The platform's interface is not published yet: the
 * invoices module talks to a driver only, so that the day it is, a driver for it plugs in here (clearance-drivers.ts)
 * without touching invoices.
 */

/** What is handed to the platform: the invoice or credit note as its UBL 2.1 file (ubl/invoice-ubl.ts). */
export interface ClearanceSubmission {
  invoiceId: string;
  reference: string;
  /**
   * The UBL file, its PDF embedded, built when a driver sends it (the file driver does not: the company uploads the
   * file it downloaded). Refused, naming each rule and its article, when the mentions as they are now break one.
   */
  file(): Promise<{ fileName: string; xml: string }>;
}

/** What the platform answered at once: received (its answer comes later), cleared with its number, or rejected. */
export type ClearanceAnswer = { outcome: 'SOUMISE' } | { outcome: 'VALIDEE'; number: string } | { outcome: 'REJETEE'; reasons: string[] };

export interface ClearanceDriver {
  /** As `CLEARANCE_DRIVER` names it. */
  readonly name: string;
  /** The company reads the platform's answer itself and records it (manual submission on the DGI portal). */
  readonly manualAnswers: boolean;
  submit(submission: ClearanceSubmission): Promise<ClearanceAnswer>;
}
