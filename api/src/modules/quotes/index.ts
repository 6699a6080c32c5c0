/** The quotes module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './quote-line.entity';
export * from './quote.entity';
