import { frCore } from './fr-core';
import { frFeatures } from './fr-features';

/**
 * Shared French wording (SPEC is the source): validation, errors and outcomes that both the api and the web app
 * show. Split in two so the web's sign-in route carries only the core; the api uses the whole table.
 */
export const fr = { ...frCore, ...frFeatures } as const;

export type MessageId = keyof typeof fr;
