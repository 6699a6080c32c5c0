import { AppError } from '../../../core/errors/app-error';
import type { ClearanceDriver } from './clearance-driver';

/** A company not concerned: there is nothing to submit. */
export const noneDriver: ClearanceDriver = {
  name: 'none',
  manualAnswers: false,
  submit: () => Promise.reject(new AppError('CONFLICT', 'invoice.clearance.notConcerned')),
};

/**
 * Manual submission: the company downloads the UBL file (`GET /factures/{id}/ubl`) and uploads it on the DGI's portal;
 * submitting marks it sent, and the portal's answer is recorded by hand (recordInvoiceClearance).
 */
export const fileDriver: ClearanceDriver = {
  name: 'file',
  manualAnswers: true,
  submit: () => Promise.resolve({ outcome: 'SOUMISE' }),
};

/** The drivers `CLEARANCE_DRIVER` may name; the platform's own joins them once its interface is published. */
export const CLEARANCE_DRIVERS = { none: noneDriver, file: fileDriver } as const;
export type ClearanceDriverName = keyof typeof CLEARANCE_DRIVERS;
export const CLEARANCE_DRIVER_NAMES = Object.keys(CLEARANCE_DRIVERS) as ClearanceDriverName[];

/** A company is concerned by an invoice issued on or after its « à partir du » day. */
export const concernedOn = (einvoicingFrom: string | null | undefined, issueDate: string): boolean =>
  Boolean(einvoicingFrom) && issueDate >= einvoicingFrom!;
