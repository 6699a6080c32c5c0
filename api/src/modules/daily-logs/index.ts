/** The daily-logs module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export { DailyLog } from './daily-log.entity';
export { signatureBytes } from './signature';
export { formatLongDay, moroccoDateTime } from './pdf/daily-log-pdf';
