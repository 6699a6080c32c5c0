import { parse, print } from 'graphql';
import { HelpSendContactDocument } from './help.generated';
import { HelpSendContact } from './operations';

const normalised = (text: string) =>
  parse(text)
    .definitions.map((d) => print(d))
    .sort();

describe('the help screens’ operation (text sent by graphqlRequest)', () => {
  it('HelpSendContact is exactly codegen’s document', () => {
    expect(HelpSendContact.operationName).toBe('HelpSendContact');
    expect(normalised(HelpSendContact.query)).toEqual(normalised(print(HelpSendContactDocument)));
  });
});
