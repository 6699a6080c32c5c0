import { useMediaQuery } from '../../shared/records/useMediaQuery';

/** From 992 px (antd's lg): below it the planning opens on its list, which a phone reads best. */
export const useDeskWidth = (): boolean => useMediaQuery('(min-width: 992px)');
