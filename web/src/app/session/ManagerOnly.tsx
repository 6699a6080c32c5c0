import type { ReactNode } from 'react';
import { readUser } from './storage';

/**
 * What only an Admin Société may do (deletes of suppliers, personnel, stock and money records: api policies.ts).
 * The api refuses it anyway; hiding it spares a Gestionnaire Chantier a button that can only fail.
 */
export function ManagerOnly({ children }: { children: ReactNode }) {
  return readUser().role === 'MANAGER' ? children : null;
}
