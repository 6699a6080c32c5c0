/** A site's id in the address: anything else is told at once, and nothing is asked of the api for it. */
export const SITE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
