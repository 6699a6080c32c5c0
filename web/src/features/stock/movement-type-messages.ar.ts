import type { stockMovementTypeMessages } from './movement-type-messages';

export const stockMovementTypeMessagesAr: Record<keyof typeof stockMovementTypeMessages, string> = {
  'stock.ui.movement.type.ENTREE': 'دخول',
  'stock.ui.movement.type.SORTIE': 'خروج',
  'stock.ui.movement.type.AJUSTEMENT': 'تسوية',
};
