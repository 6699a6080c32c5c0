/** The site-records module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './define-site-record';
