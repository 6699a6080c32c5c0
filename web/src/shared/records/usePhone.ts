import { useMediaQuery } from './useMediaQuery';

/** Below 576 px (antd's xs): lists become cards. */
export const usePhone = (): boolean => useMediaQuery('(max-width: 575.98px)');
