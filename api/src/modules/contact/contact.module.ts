import type { ApiModule } from '../../core/modules/api-module';
import { ContactMessage } from './contact-message.entity';
import { ContactResolver } from './contact.resolver';
import { contactRestRoutes } from './contact.rest';

/** Contact form (issue 20): the messages visitors send, stored and mailed to CONTACT_EMAIL. */
export const contactModule: ApiModule = {
  name: 'contact',
  entities: [ContactMessage],
  resolvers: [ContactResolver],
  restRoutes: contactRestRoutes,
};
