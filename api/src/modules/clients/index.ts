/** The clients module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './client.entity';
export * from './client.types';
export * from './clients.service';
