import type { Action } from '@chantiers/schema';
import type { ReactNode } from 'react';
import { useCan } from './useCan';

/**
 * Draws `children` only for a user the api lets do `action` (a delete button: `<Can action="stock.delete">`).
 * The api refuses it anyway; hiding it spares the user a control that can only fail.
 */
export function Can({ action, children, otherwise = null }: { action: Action; children: ReactNode; otherwise?: ReactNode }) {
  return useCan(action) ? children : otherwise;
}
