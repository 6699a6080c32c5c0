import type {
  RefuseDocumentMutation,
  RefuseDocumentMutationVariables,
  RequestSignatureCodeMutation,
  RequestSignatureCodeMutationVariables,
  SignatureLinkQuery,
  SignatureLinkQueryVariables,
  SignDocumentMutation,
  SignDocumentMutationVariables,
  VerifySignatureCodeMutation,
  VerifySignatureCodeMutationVariables,
} from '../../../gql/graphql';
import { operation } from '../../../shared/api/operation';
import link from './signature-link.graphql?raw';

/** The signature page's operations, as text (operations.test.ts checks them against codegen's documents). */
export const SignatureLink = operation<SignatureLinkQuery, SignatureLinkQueryVariables>([link], 'SignatureLink');
export const RequestSignatureCode = operation<RequestSignatureCodeMutation, RequestSignatureCodeMutationVariables>([link], 'RequestSignatureCode');
export const VerifySignatureCode = operation<VerifySignatureCodeMutation, VerifySignatureCodeMutationVariables>([link], 'VerifySignatureCode');
export const SignDocument = operation<SignDocumentMutation, SignDocumentMutationVariables>([link], 'SignDocument');
export const RefuseDocument = operation<RefuseDocumentMutation, RefuseDocumentMutationVariables>([link], 'RefuseDocument');
