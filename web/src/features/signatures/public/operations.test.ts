import { parse, print } from 'graphql';
import type { DocumentNode } from 'graphql';
import {
  RefuseDocumentDocument,
  RequestSignatureCodeDocument,
  SignatureLinkDocument,
  SignDocumentDocument,
  VerifySignatureCodeDocument,
} from './signature-link.generated';
import { RefuseDocument, RequestSignatureCode, SignatureLink, SignDocument, VerifySignatureCode } from './operations';

const normalised = (text: string) =>
  parse(text)
    .definitions.map((d) => print(d))
    .sort();

describe('the signature page’s operations (text sent by graphqlRequest)', () => {
  it.each<[string, { query: string; operationName: string }, DocumentNode]>([
    ['SignatureLink', SignatureLink, SignatureLinkDocument],
    ['RequestSignatureCode', RequestSignatureCode, RequestSignatureCodeDocument],
    ['VerifySignatureCode', VerifySignatureCode, VerifySignatureCodeDocument],
    ['SignDocument', SignDocument, SignDocumentDocument],
    ['RefuseDocument', RefuseDocument, RefuseDocumentDocument],
  ])('%s is exactly codegen’s document, with the fragments it spreads', (name, op, generated) => {
    expect(op.operationName).toBe(name);
    expect(normalised(op.query)).toEqual(normalised(print(generated)));
  });
});
