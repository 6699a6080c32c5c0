/** The personnel module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './assignments/assignment.entity';
export * from './personnel.entity';
