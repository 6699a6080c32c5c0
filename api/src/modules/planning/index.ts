/** The planning module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './planning-task.entity';
export * from './planning.service';
