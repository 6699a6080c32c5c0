import type { ApiModule } from '../../../core/modules/api-module';
import { registerBookRecords } from './book-records';
import { BooksPeriodsResolver } from './periods.resolver';
import { periodsRestRoutes } from './periods.rest';

registerBookRecords();

/** The books' periods (issue 38): closing a month, after which nothing dated in it changes (core/books). */
export const booksPeriodsModule: ApiModule = {
  name: 'books-periods',
  resolvers: [BooksPeriodsResolver],
  restRoutes: periodsRestRoutes,
};
