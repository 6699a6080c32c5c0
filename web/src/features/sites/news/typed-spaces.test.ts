import { typedSpaces } from './typed-spaces';

describe('typedSpaces', () => {
  it('gives back the spaces the editor turned into non-breaking ones', () => {
    expect(typedSpaces('<p>Livraison&nbsp;du&nbsp;<strong>béton</strong>&nbsp;lundi</p>')).toBe('<p>Livraison du <strong>béton</strong> lundi</p>');
  });

  it('keeps a run of spaces visible: one plain space, the others non-breaking', () => {
    expect(typedSpaces('<p>a&nbsp;&nbsp;&nbsp;b</p>')).toBe('<p>a &nbsp;&nbsp;b</p>');
  });

  it('leaves a non-breaking space typed as such (the character, not the entity Quill writes for a space)', () => {
    expect(typedSpaces('<p>9\u00a0h</p>')).toBe('<p>9\u00a0h</p>');
  });
});
