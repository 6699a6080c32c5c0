import type { SiteDocumentInput } from '../../gql/graphql';
import type { UploadedFile } from '@chantiers/schema';
import { holdLocalFile } from '../../app/offline/local-files';
import { isNetworkFailure } from '../../app/offline/offline-link';
import { uploadFile } from '../../shared/upload/upload-file';
import { type KeepableContext, sendOrKeep } from '../../app/offline/send-or-keep';
import { CreateSiteDocumentDocument } from './documents.generated';

type Create = (options: { variables: { input: SiteDocumentInput }; context: KeepableContext & { silent: true } }) => Promise<unknown>;

/**
 * A document added without a network: its file held on the phone as chosen (a scanned plan is not shrunk like a
 * photo), its record kept in the outbox; both are sent when the network returns (app/offline), the file first.
 */
export async function keepDocument(create: Create, file: File, input: Omit<SiteDocumentInput, 'fileId'>, label: string): Promise<void> {
  const fileId = holdLocalFile({ blob: file, name: file.name, kind: 'document' });
  await sendOrKeep((context, variables) => create({ variables, context: { ...context, silent: true } }), {
    document: CreateSiteDocumentDocument,
    variables: { input: { ...input, fileId } },
    label,
  });
}

/** The file sent to the server, or null when the network failed on the way (then kept on the phone: keepDocument). */
export function uploadOrNull(file: File, onProgress: (percent: number) => void): Promise<UploadedFile | null> {
  return uploadFile(file, 'document', onProgress).catch((err: unknown) => {
    if (isNetworkFailure(err)) return null;
    throw err;
  });
}
