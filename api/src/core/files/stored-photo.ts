import { ManyToOne, type Rel } from '@mikro-orm/core';
import { StoredFile } from './stored-file.entity';

/**
 * Base of a record's photo row (a follow-up sheet's, a day's log's, a réserve's): the picture resized by the server and
 * its thumbnail, both stored files the record owns. Indexed: every removal of a stored file checks these keys.
 */
export abstract class StoredPhoto {
  @ManyToOne(() => StoredFile, { index: true, filters: false })
  file!: Rel<StoredFile>;

  @ManyToOne(() => StoredFile, { index: true, filters: false })
  thumbnail!: Rel<StoredFile>;
}
