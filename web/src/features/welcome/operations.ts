import type { WelcomeChecklistQuery, WelcomeChecklistQueryVariables } from '../../gql/graphql';
import { operation } from '../../shared/api/operation';
import welcome from './welcome.graphql?raw';

/** Sent by graphqlRequest: the page is public (SPEC §2) and stays out of Apollo's chunk. */
export const WelcomeChecklist = operation<WelcomeChecklistQuery, WelcomeChecklistQueryVariables>([welcome], 'WelcomeChecklist');
export type Checklist = WelcomeChecklistQuery['welcomeChecklist'];
