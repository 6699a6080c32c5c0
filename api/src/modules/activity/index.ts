/** The activity module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './activity.events';
export { ActivityEntry } from './activity-entry.entity';
