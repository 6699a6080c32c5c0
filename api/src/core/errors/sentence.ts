import { translate } from '@chantiers/schema';

/**
 * A shared message with run-time values filled in ('… ({rest} HT).'), in French: the shared catalogue has no
 * placeholders, so such a message travels as its sentence (the web shows a text that is not an id as given).
 */
export const sentence = (id: string, values: Record<string, string>): string =>
  Object.entries(values).reduce((text, [k, v]) => text.replace(`{${k}}`, v), translate(id));
