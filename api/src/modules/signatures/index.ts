/** Signature by link (issue 37): what other modules use. */
export { fingerprintOf, type Signable, type SignableDocument } from './signable';
export { SignatureRequest } from './signature-request.entity';
