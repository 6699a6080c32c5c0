import { useMediaQuery } from './useMediaQuery';

/** Below 576 px (antd's xs): lists become cards. */
export const PHONE_QUERY = '(max-width: 575.98px)';

export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY);
