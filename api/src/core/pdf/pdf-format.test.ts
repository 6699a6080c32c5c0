import { legalMentions, nameWithForm } from './pdf-format';

describe('the company as its PDFs name it', () => {
  it('prints the legal form once, whether or not the raison sociale already carries it', () => {
    expect(nameWithForm({ name: 'Bati Atlas SARL', legalForm: 'SARL' })).toBe('Bati Atlas SARL');
    expect(nameWithForm({ name: 'Bati Atlas S.A.R.L', legalForm: 'SARL' })).toBe('Bati Atlas S.A.R.L');
    expect(nameWithForm({ name: 'Souss Travaux SARL AU', legalForm: 'SARL AU' })).toBe('Souss Travaux SARL AU');
    expect(nameWithForm({ name: 'Bati Atlas', legalForm: 'SARL' })).toBe('Bati Atlas SARL');
    expect(nameWithForm({ name: 'Sarlat Construction', legalForm: 'SARL' })).toBe('Sarlat Construction SARL');
    expect(nameWithForm({ name: 'Bati Atlas', legalForm: null })).toBe('Bati Atlas');
    expect(legalMentions({ name: 'Bati Atlas SARL', legalForm: 'SARL', capital: '100000.00' })[0]).toBe(
      'Bati Atlas SARL au capital de 100\u202f000,00\u00a0DH',
    );
  });
});
