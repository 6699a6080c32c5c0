/** The referentials module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './referentials.entity';
export * from './referentials.types';
