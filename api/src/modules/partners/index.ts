/** The partners module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './partners.service';
export { Partner } from './partner.entity';
