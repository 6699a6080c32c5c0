import type { RestRoute } from '../../rest/facade';
import { bodyOf, text } from '../../rest/facade';

/** SPEC §7 contact: the legacy body's French keys, and the field errors under them. */
export const contactRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/contact',
    status: 201,
    operation: `mutation SendContact($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`,
    variables: (req) => {
      const b = bodyOf(req);
      return {
        input: { name: text(b.nomPrenom), email: text(b.email), subject: text(b.objet), message: text(b.message), website: text(b.website) },
      };
    },
    legacyFields: { name: 'nomPrenom', subject: 'objet' },
  },
];
