import type { DocumentNode } from 'graphql';
import { print } from 'graphql/language/printer';
import { readUser } from '../../shared/session/storage';
import { localRefsIn, takeLocalFiles } from './local-files';
import { putChange } from './outbox-store';

/**
 * Keeps a change made without a network on the phone, to be sent when the network is back under `key` (its
 * Idempotency-Key: the same as a first try that may have reached the server, so it is never recorded twice).
 */
export async function queueChange(document: DocumentNode, variables: Record<string, unknown>, label: string, key: string): Promise<void> {
  const operation = document.definitions.find((d) => d.kind === 'OperationDefinition');
  const refs = localRefsIn(variables);
  await putChange({
    ...(refs.length ? { files: takeLocalFiles(refs) } : {}),
    key,
    userId: readUser().id,
    operationName: operation && 'name' in operation ? (operation.name?.value ?? '') : '',
    query: print(document),
    variables,
    label,
    createdAt: Date.now(),
    attempts: 0,
  });
}
