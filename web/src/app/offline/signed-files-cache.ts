/**
 * The service worker's cache of files fetched by their signed address (web/vite.config.ts's runtime caching), emptied
 * on signing out (persisted-cache.ts). A file of its own: the build's config reads it too.
 */
export const SIGNED_FILES_CACHE = 'chantiers-files';
