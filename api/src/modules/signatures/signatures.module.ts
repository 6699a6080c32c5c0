import type { ApiModule } from '../../core/modules/api-module';
import type { Policy } from '../../core/policies/authorize';
import { SignatureRequest } from './signature-request.entity';
import { signatureRestRoutes } from './signatures.rest';
import { SignaturesResolver } from './signatures.resolver';
import { signaturesDoc, signaturesRouter } from './signatures.routes';

const member: Policy = { types: ['USER'], roles: ['MANAGER', 'USER'] };
/** A signature sent by link binds the company once the client answers (an avenant accepted): the Admin Société's. */
const manager: Policy = { types: ['USER'], roles: ['MANAGER'] };

/** Signature by link (issue 37): documents sent to a client's address, signed or refused without an account. */
export const signaturesModule: ApiModule = {
  name: 'signatures',
  entities: [SignatureRequest],
  resolvers: [SignaturesResolver],
  restRoutes: signatureRestRoutes,
  routers: [{ path: '/signatures', router: signaturesRouter, doc: signaturesDoc }],
  policies: { 'signatures.read': member, 'signatures.send': manager },
};
