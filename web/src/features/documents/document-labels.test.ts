import { labelFromFileName, sizeParts, tooBig } from './document-labels';

describe('a document’s first label', () => {
  it('is the file’s name without its extension', () => {
    expect(labelFromFileName('Plan_béton_R+1.pdf', [])).toBe('Plan béton R+1');
    expect(labelFromFileName('.pdf', [])).toBe('Document');
  });

  it('is unique on the site, whatever the case', () => {
    expect(labelFromFileName('CPS.pdf', ['cps'])).toBe('CPS (2)');
    expect(labelFromFileName('CPS.pdf', ['CPS', 'cps (2)'])).toBe('CPS (3)');
  });

  it('keeps to 100 characters with its number', () => {
    const label = labelFromFileName(`${'x'.repeat(120)}.pdf`, ['x'.repeat(100)]);
    expect(label).toHaveLength(100);
    expect(label.endsWith(' (2)')).toBe(true);
  });
});

describe('file sizes', () => {
  it('refuses more than 10,000,000 bytes before sending', () => {
    expect(tooBig({ size: 10_000_000 })).toBe(false);
    expect(tooBig({ size: 10_000_001 })).toBe(true);
  });

  it('reads in Ko or Mo', () => {
    expect(sizeParts(350_400)).toEqual({ unit: 'kb', value: 350 });
    expect(sizeParts(2_440_000)).toEqual({ unit: 'mb', value: 2.4 });
    expect(sizeParts(12)).toEqual({ unit: 'kb', value: 1 });
  });
});
