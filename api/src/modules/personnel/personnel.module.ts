import type { ApiModule } from '../../core/modules/api-module';
import { PersonnelAssignment } from './assignments/assignment.entity';
import { assignmentsRestRoutes } from './assignments/assignments.rest';
import { AssignmentsResolver } from './assignments/assignments.resolver';
import { Personnel } from './personnel.entity';
import { personnelExportDoc, personnelExportRouter } from './personnel.export';
import { personnelRestRoutes } from './personnel.rest';
import { PersonnelResolver } from './personnel.resolver';

/** The company's personnel and their assignments to sites. */
export const personnelModule: ApiModule = {
  name: 'personnel',
  entities: [Personnel, PersonnelAssignment],
  resolvers: [PersonnelResolver, AssignmentsResolver],
  restRoutes: [...personnelRestRoutes, ...assignmentsRestRoutes],
  routers: [{ path: '/chantiers/personnel/export', router: personnelExportRouter, doc: personnelExportDoc }],
};
