import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122142006 } from './Migration20261122142006';
import { Migration20261122195157 } from './Migration20261122195157';
import { Migration20261122203608 } from './Migration20261122203608';
import { Migration20261122204203 } from './Migration20261122204203';
import { Migration20261122210557 } from './Migration20261122210557';
import { Migration20261122213858 } from './Migration20261122213858';
import { Migration20261123000000 } from './Migration20261123000000';
import { Migration20261123000100 } from './Migration20261123000100';
import { Migration20261123000200 } from './Migration20261123000200';
import { Migration20261124000000 } from './Migration20261124000000';
import { Migration20261124000100 } from './Migration20261124000100';
import { Migration20261125000000 } from './Migration20261125000000';
import { Migration20261126000000 } from './Migration20261126000000';
import { Migration20261126100000 } from './Migration20261126100000';
import { Migration20261126110000 } from './Migration20261126110000';
import { Migration20261126120000 } from './Migration20261126120000';
import { Migration20261126130000 } from './Migration20261126130000';
import { Migration20261126140000 } from './Migration20261126140000';
import { Migration20261126150000 } from './Migration20261126150000';
import { Migration20261126160000 } from './Migration20261126160000';
import { Migration20261126170000 } from './Migration20261126170000';

/** Every migration, in order. Listed by hand so that tsc builds, jest and SWC all load the same set. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122142006', class: Migration20261122142006 },
  { name: 'Migration20261122195157', class: Migration20261122195157 },
  { name: 'Migration20261122203608', class: Migration20261122203608 },
  { name: 'Migration20261122204203', class: Migration20261122204203 },
  { name: 'Migration20261122210557', class: Migration20261122210557 },
  { name: 'Migration20261122213858', class: Migration20261122213858 },
  { name: 'Migration20261123000000', class: Migration20261123000000 },
  { name: 'Migration20261123000100', class: Migration20261123000100 },
  { name: 'Migration20261123000200', class: Migration20261123000200 },
  { name: 'Migration20261124000000', class: Migration20261124000000 },
  { name: 'Migration20261124000100', class: Migration20261124000100 },
  { name: 'Migration20261125000000', class: Migration20261125000000 },
  { name: 'Migration20261126000000', class: Migration20261126000000 },
  { name: 'Migration20261126100000', class: Migration20261126100000 },
  { name: 'Migration20261126110000', class: Migration20261126110000 },
  { name: 'Migration20261126120000', class: Migration20261126120000 },
  { name: 'Migration20261126130000', class: Migration20261126130000 },
  { name: 'Migration20261126140000', class: Migration20261126140000 },
  { name: 'Migration20261126150000', class: Migration20261126150000 },
  { name: 'Migration20261126160000', class: Migration20261126160000 },
  { name: 'Migration20261126170000', class: Migration20261126170000 },
];
