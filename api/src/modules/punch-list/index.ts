/** The punch-list module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export { Plan, PlanVersion } from './plan.entity';
export { Reserve } from './reserve.entity';
