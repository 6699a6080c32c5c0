import { useQuery } from '@apollo/client/react';
import { CompanySettingsDocument } from './company-settings.generated';

/**
 * Whether the caller's company is subject to TVA (its figures are HT, the TVA apart): null until known, with the
 * query's error if it failed. The screens whose figures carry their own `vatSubject` read that instead.
 */
export function useVatSubject(): { vatSubject: boolean | null; failed: boolean } {
  const { data, error } = useQuery(CompanySettingsDocument, { fetchPolicy: 'cache-first' });
  return { vatSubject: data?.companySettings.vatSubject ?? null, failed: Boolean(error) };
}
