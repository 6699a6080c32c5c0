/** The follow-ups module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './follow-up-photos';
export * from './photo-set';
export { forPrint } from './pdf/follow-up-pdf.data';
