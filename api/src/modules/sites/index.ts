/** The sites module's public face: what other modules may import (the layers rule: .dependency-cruiser.cjs). */
export * from './news/site-news-entry.entity';
export * from './news/site-news.audit';
export * from './site-of';
export * from './site.entity';
export * from './sites.types';
