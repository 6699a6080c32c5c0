import type { SignatureRequest } from './signature-request.entity';

declare module '../../core/events/domain-events' {
  interface DomainEvents {
    /** A client signed or refused a document sent by link: its sender and the Admin Société are told, integrators hear it. */
    'signature.answered': { request: SignatureRequest; company: string };
  }
}

export {};
