// The api resolves modules as node10, which reads no package "exports": PGlite's contrib extensions are typed by path.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  export { pg_trgm } from '@electric-sql/pglite/dist/contrib/pg_trgm';
}
