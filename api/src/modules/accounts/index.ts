/** The accounts module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './accounts.mail';
export * from './accounts.rest';
export * from './accounts.service';
export * from './accounts.types';
export * from './auth-session.entity';
export * from './sessions.service';
export * from './user-token.entity';
export * from './user.entity';
