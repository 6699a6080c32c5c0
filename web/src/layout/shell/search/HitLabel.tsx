import type { SearchHit } from './search-hits';

/** A result as a line: its name, then what tells it apart (client, city, site, trade…). */
export function HitLabel({ hit }: { hit: SearchHit }) {
  return (
    <span className="search-hit">
      <span className="search-hit-title">{hit.title}</span>
      {hit.subtitle ? <span className="search-hit-subtitle">{hit.subtitle}</span> : null}
    </span>
  );
}
