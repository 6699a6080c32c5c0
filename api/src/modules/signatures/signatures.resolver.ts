import {
  signatureCodeSchema,
  signatureRefuseSchema,
  signatureSendSchema,
  signatureSignSchema,
  signatureToken,
  SIGNATURE_DOCUMENT_KINDS,
} from '@chantiers/schema';
import * as z from 'zod/mini';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { authOf, type Context } from '../../core/context/context';
import { parseId, parseInput } from '../../core/errors/parse';
import type { SignatureRequest } from './signature-request.entity';
import { maskEmail, type SignatureLinkState, statusOf } from './signatures.service';
import {
  RefuseDocumentInput,
  SendForSignatureInput,
  SignatureLinkView,
  SignatureRequestView,
  SignatureSessionView,
  SignDocumentInput,
} from './signature.types';

const tokenOf = (token: string) => parseInput(z.object({ token: signatureToken }), { token }).token;
const kindOf = (kind: string) => parseInput(z.object({ kind: z.enum(SIGNATURE_DOCUMENT_KINDS, { error: 'signature.kind.invalid' }) }), { kind }).kind;

export const requestView = (r: SignatureRequest): SignatureRequestView => ({
  id: r.id,
  kind: r.documentKind,
  documentId: r.documentId,
  title: r.title,
  recipientEmail: r.recipientEmail,
  recipientName: r.recipientName,
  status: statusOf(r),
  sentByName: r.sentByName,
  createdAt: r.createdAt,
  expiresAt: r.expiresAt,
  pdfSha256: r.pdfSha256,
  signerName: r.signerName ?? null,
  signatureKind: r.signatureKind ?? null,
  answeredAt: r.answeredAt ?? null,
  answerIp: r.answerIp ?? null,
  refusalReason: r.refusalReason ?? null,
  signedPdfPath: r.signedPdf ? `/api/v1/signatures/${r.id}/pdf` : null,
});

const linkView = ({ request: r, company, status }: SignatureLinkState): SignatureLinkView => ({
  status,
  kind: r.documentKind,
  title: r.title,
  company,
  recipientName: r.recipientName,
  maskedEmail: maskEmail(r.recipientEmail),
  expiresAt: r.expiresAt,
  message: r.message ?? null,
  signerName: r.signerName ?? null,
  answeredAt: r.answeredAt ?? null,
});

/** Signature by link (issue 37): the company sends and follows; the client, without an account, answers by the link. */
@Resolver()
export class SignaturesResolver {
  @Authorized('signatures.read')
  @Query(() => [SignatureRequestView], { description: 'Les demandes de signature d’un document, la plus récente d’abord.' })
  async signatureRequests(@Arg('kind', () => String) kind: string, @Arg('documentId', () => ID) documentId: string, @Ctx() ctx: Context) {
    return (await ctx.services.signatures.ofDocument(ctx.em, kindOf(kind), parseId(documentId))).map(requestView);
  }

  @Authorized('signatures.send')
  @Mutation(() => SignatureRequestView, { description: 'Envoie le document à signer par lien ; un lien précédent en attente cesse de fonctionner.' })
  async sendForSignature(@Arg('input', () => SendForSignatureInput) input: SendForSignatureInput, @Ctx() ctx: Context) {
    return requestView(await ctx.services.signatures.send(ctx.em, authOf(ctx), parseInput(signatureSendSchema, input)));
  }

  @Authorized('signatures.send')
  @Mutation(() => SignatureRequestView, { description: 'Retire un lien en attente (une réponse reste).' })
  async cancelSignatureRequest(@Arg('id', () => ID) id: string, @Ctx() ctx: Context) {
    return requestView(await ctx.services.signatures.cancel(ctx.em, parseId(id)));
  }

  @Query(() => SignatureLinkView, { description: 'Public : l’état d’un lien de signature (le lien est la clé).' })
  async signatureLink(@Arg('token', () => String) token: string, @Ctx() ctx: Context) {
    return linkView(await ctx.services.signatures.open(ctx.em, tokenOf(token), ctx.meta.ip));
  }

  @Mutation(() => SignatureLinkView, { description: 'Public : envoie un code à usage unique à l’adresse du destinataire.' })
  async requestSignatureCode(@Arg('token', () => String) token: string, @Ctx() ctx: Context) {
    const t = tokenOf(token);
    await ctx.services.signatures.sendCode(ctx.em, t, ctx.meta.ip);
    return linkView(await ctx.services.signatures.open(ctx.em.fork(), t, ctx.meta.ip));
  }

  @Mutation(() => SignatureSessionView, { description: 'Public : vérifie le code ; juste, il ouvre le document pour 30 minutes.' })
  async verifySignatureCode(@Arg('token', () => String) token: string, @Arg('code', () => String) code: string, @Ctx() ctx: Context) {
    const input = parseInput(signatureCodeSchema, { code });
    return ctx.services.signatures.verifyCode(ctx.em, tokenOf(token), input.code, ctx.meta.ip);
  }

  @Mutation(() => SignatureLinkView, { description: 'Public : signe le document (une fois, tant qu’il n’a pas changé).' })
  async signDocument(
    @Arg('token', () => String) token: string,
    @Arg('input', () => SignDocumentInput) input: SignDocumentInput,
    @Ctx() ctx: Context,
  ) {
    const t = tokenOf(token);
    await ctx.services.signatures.sign(ctx.em, t, parseInput(signatureSignSchema, input), ctx.meta);
    return linkView(await ctx.services.signatures.open(ctx.em.fork(), t, ctx.meta.ip));
  }

  @Mutation(() => SignatureLinkView, { description: 'Public : refuse le document en disant pourquoi.' })
  async refuseDocument(
    @Arg('token', () => String) token: string,
    @Arg('input', () => RefuseDocumentInput) input: RefuseDocumentInput,
    @Ctx() ctx: Context,
  ) {
    const t = tokenOf(token);
    await ctx.services.signatures.refuse(ctx.em, t, parseInput(signatureRefuseSchema, input), ctx.meta);
    return linkView(await ctx.services.signatures.open(ctx.em.fork(), t, ctx.meta.ip));
  }
}
