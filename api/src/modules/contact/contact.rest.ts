import type { RestRoute } from '../../core/rest/facade';
import { type LegacyKeys, legacyErrorFields, legacyInput, text } from '../../core/rest/legacy-keys';

/** SPEC §7 contact: the legacy body's French keys (`website` is the form's trap for robots). */
const CONTACT_KEYS: LegacyKeys = {
  name: { key: 'nomPrenom', read: text },
  email: { read: text },
  subject: { key: 'objet', read: text },
  message: { read: text },
  website: { read: text },
};
const contactInput = legacyInput(CONTACT_KEYS);

/** SPEC §7 contact: the field errors under the legacy keys. */
export const contactRestRoutes: RestRoute[] = [
  {
    method: 'post',
    path: '/contact',
    status: 201,
    operation: `mutation SendContact($input: ContactMessageInput!) { sendContactMessage(input: $input) { message } }`,
    variables: (req) => ({ input: contactInput(req) }),
    legacyFields: legacyErrorFields(CONTACT_KEYS),
  },
];
