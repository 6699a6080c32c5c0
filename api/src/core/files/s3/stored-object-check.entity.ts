import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * An object of the store to look at once `dueAt` has passed: deleted unless a `stored_file` row still names it.
 * Written before an object is put (a rolled-back transaction or a crash then leaves no object behind) and in the
 * transaction that forgets a file (the object goes only once the forgetting is committed). Not a company's record:
 * the key carries the company.
 */
@Entity({ tableName: 'stored_object_check' })
@Index({ properties: ['dueAt'] })
export class StoredObjectCheck {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'timestamptz' })
  dueAt!: Date;
}
