import { apiModules } from '../modules';

/** Every MikroORM entity, from the modules' manifests (modules/index.ts), base classes first. */
export const entities = apiModules.flatMap((m) => m.entities ?? []);
