import type { stockMovementTypeMessages } from './movement-type-messages';

export const stockMovementTypeMessagesEn: Record<keyof typeof stockMovementTypeMessages, string> = {
  'stock.ui.movement.type.ENTREE': 'Entry',
  'stock.ui.movement.type.SORTIE': 'Exit',
  'stock.ui.movement.type.AJUSTEMENT': 'Adjustment',
};
