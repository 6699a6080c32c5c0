import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { SignatureDocumentKind } from '@chantiers/schema';

/** A document as the signature sees it, read in the caller's scope. */
export interface SignableDocument {
  id: string;
  siteId: string | null;
  /** 'Avenant AVT-2026-0001 au devis DEV-2026-0004'. */
  title: string;
  /** Where the company reads it in the web app ('/devis/{id}'): the notification of the answer links there. */
  link: string;
  /** The client's name and address, offered as the recipient. */
  client: { name: string; email: string | null } | null;
  /** What the document says now, hashed (`fingerprintOf`): a change after sending voids the link. */
  fingerprint: string;
  /** Why it cannot be signed now (a message id of signature.why.*), or null. */
  notSignable: string | null;
}

/**
 * What a module gives the signature for one kind of its documents (quotes, avenants…). Built in services.ts, so the
 * signature module names no other module. Every method runs in the caller's transaction and scope.
 */
export interface Signable {
  kind: SignatureDocumentKind;
  /** Null when the document is not there (deleted, another company's); locked for the transaction when `lock`. */
  load(tx: EntityManager, id: string, lock: boolean): Promise<SignableDocument | null>;
  /** The PDF as the client will read it, with its file name. */
  pdf(tx: EntityManager, caller: { companyId: string; userId: string }, id: string): Promise<{ filename: string; bytes: Buffer }>;
  /** The client signed: the document's own consequence (an avenant accepted, the PV's client signature…). */
  signed(tx: EntityManager, id: string, signer: { name: string; fileId: string | null }): Promise<void>;
  /** The client refused, saying why. */
  refused(tx: EntityManager, id: string, reason: string): Promise<void>;
}

/** SHA-256 of a document's content as JSON (keys in the order given). */
export const fingerprintOf = (content: unknown): string => createHash('sha256').update(JSON.stringify(content)).digest('hex');
