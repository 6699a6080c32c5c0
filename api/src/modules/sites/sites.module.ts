import type { ApiModule } from '../../core/modules/api-module';
import { SiteImagesResolver } from './images/site-images.resolver';
import { siteImagesDoc, siteImagesRouter } from './images/site-images.routes';
import { SiteNewsEntry } from './news/site-news-entry.entity';
import { siteNewsRestRoutes } from './news/site-news.rest';
import { SiteNewsResolver } from './news/site-news.resolver';
import { SiteCount } from './site-count.entity';
import { Site } from './site.entity';
import { sitesRestRoutes } from './sites.rest';
import { SitesResolver } from './sites.resolver';

/** Sites (chantiers), their images and their news feed. */
export const sitesModule: ApiModule = {
  name: 'sites',
  entities: [Site, SiteNewsEntry, SiteCount],
  resolvers: [SitesResolver, SiteNewsResolver, SiteImagesResolver],
  restRoutes: [...sitesRestRoutes, ...siteNewsRestRoutes],
  // Serves bytes, not a GraphQL answer: mounted before the facade, which would answer its unknown-route 404.
  routers: [{ path: '/images', router: siteImagesRouter, doc: siteImagesDoc }],
};
