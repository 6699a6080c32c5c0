/** The receptions module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export { Reception } from './reception.entity';
export { guaranteeEnds } from './guarantee';
export { receptionSignable } from './signing/reception.signable';
