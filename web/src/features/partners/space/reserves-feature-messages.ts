import { partnerSpaceMessages } from './messages';
import { partnerSpaceMessagesEn } from './messages.en';
import { partnerReservesMessages } from './reserves-messages';
import { partnerReservesMessagesEn } from './reserves-messages.en';

/** The partner space's words and the réserves' together: the réserves' screen and the dashboard's card read both. */
export const PARTNER_RESERVES_FR: Record<string, string> = { ...partnerSpaceMessages, ...partnerReservesMessages };
export const PARTNER_RESERVES_EN: Record<string, string> = { ...partnerSpaceMessagesEn, ...partnerReservesMessagesEn };
export const PARTNER_RESERVES_AR = async (): Promise<Record<string, string>> => {
  const [space, reserves] = await Promise.all([import('./messages.ar'), import('./reserves-messages.ar')]);
  return { ...space.partnerSpaceMessagesAr, ...reserves.partnerReservesMessagesAr };
};
