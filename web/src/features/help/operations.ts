import type { HelpSendContactMutation, HelpSendContactMutationVariables } from '../../gql/graphql';
import { operation } from '../../shared/api/operation';
import help from './help.graphql?raw';

/** The help screens' operation, as text from help.graphql (operations.test.ts checks it against codegen). */
export const HelpSendContact = operation<HelpSendContactMutation, HelpSendContactMutationVariables>([help], 'HelpSendContact');
