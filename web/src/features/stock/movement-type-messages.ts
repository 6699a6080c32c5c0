/** A stock movement's kind, shown by the stock screens and by a site's news feed (so it loads with the private area). */
export const stockMovementTypeMessages = {
  'stock.ui.movement.type.ENTREE': 'Entrée',
  'stock.ui.movement.type.SORTIE': 'Sortie',
  'stock.ui.movement.type.AJUSTEMENT': 'Ajustement',
};
