/* eslint-disable */
import type * as Types from '../../gql/graphql';

import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

export const CompanySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompanySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"vatSubject"}},{"kind":"Field","name":{"kind":"Name","value":"quoteValidityDays"}},{"kind":"Field","name":{"kind":"Name","value":"paymentTermsDays"}},{"kind":"Field","name":{"kind":"Name","value":"retentionRate"}},{"kind":"Field","name":{"kind":"Name","value":"guaranteeMonths"}}]}}]}}]} as unknown as DocumentNode<Types.CompanySettingsQuery, Types.CompanySettingsQueryVariables>;