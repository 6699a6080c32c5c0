export { formatDay } from './day';
export { CURRENCY, formatMoney } from './money';
export { isolated, MINUS } from './numbers';
export { formatPercent } from './percent';
export { formatQuantity } from './quantity';
