import { firstLine, pdfFallbackName, thumbStrip } from './follow-up-text';
import { byField, cleanRecipients, mailErrors, validRecipient } from './mail-recipients';
import { admit, keptPhotos, MAX_PHOTOS, movePhoto, patchPhoto, photoIdsOf, type PhotoItem, removePhoto, uploading } from './photo-list';

const photo = (key: string, id: string | null = key): PhotoItem => ({ key, id, src: `/t/${key}`, name: `${key}.jpg`, progress: id ? 100 : 10 });

describe('the photos of a follow-up sheet being edited', () => {
  it('keeps the sheet’s photos in their order, by their ids', () => {
    const items = keptPhotos([
      { id: 'p1', thumbnailUrl: '/t1', name: 'a.jpg' },
      { id: 'p2', thumbnailUrl: '/t2', name: 'b.jpg' },
    ]);
    expect(items.map((i) => [i.key, i.id, i.src])).toEqual([
      ['p1', 'p1', '/t1'],
      ['p2', 'p2', '/t2'],
    ]);
    expect(photoIdsOf(items)).toEqual(['p1', 'p2']);
  });

  it('moves a photo left or right, and nothing past either end', () => {
    const items = ['a', 'b', 'c'];
    expect(movePhoto(items, 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(items, 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(items, 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePhoto(items, 2, 1)).toEqual(['a', 'b', 'c']);
    expect(items).toEqual(['a', 'b', 'c']);
  });

  it('saves the ids in the order shown, without the uploads still running, and waits for them', () => {
    let items = [photo('kept'), photo('new', null), photo('other')];
    expect(photoIdsOf(items)).toEqual(['kept', 'other']);
    expect(uploading(items)).toBe(true);
    items = patchPhoto(items, 'new', { id: 'upload-1', progress: 100 });
    items = movePhoto(items, 1, -1);
    expect(photoIdsOf(items)).toEqual(['upload-1', 'kept', 'other']);
    expect(uploading(items)).toBe(false);
    expect(photoIdsOf(removePhoto(items, 'kept'))).toEqual(['upload-1', 'other']);
  });

  it(`takes ${MAX_PHOTOS} photos at most, the first files chosen`, () => {
    const ten = Array.from({ length: 10 }, (_, i) => photo(`p${i}`));
    expect(admit(ten, ['x', 'y', 'z'])).toEqual({ accepted: ['x', 'y'], refused: 1 });
    expect(admit([...ten, photo('a'), photo('b')], ['x'])).toEqual({ accepted: [], refused: 1 });
    expect(admit([], ['x'])).toEqual({ accepted: ['x'], refused: 0 });
  });
});

describe('a follow-up sheet in the list', () => {
  it('shows the report’s first line with words, cut with an ellipsis', () => {
    expect(firstLine('\n  Dalle coulée.  \nRAS')).toBe('Dalle coulée.');
    expect(firstLine('')).toBe('');
    const long = firstLine('x'.repeat(200), 20);
    expect(long).toHaveLength(20);
    expect(long.endsWith('…')).toBe(true);
  });

  it('shows its first three photos and counts the others', () => {
    expect(thumbStrip([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
    expect(thumbStrip([1])).toEqual({ shown: [1], more: 0 });
  });

  it('names its PDF after the label and the visit when the server names none', () => {
    expect(pdfFallbackName('Réunion de chantier n° 3', '2026-11-23')).toBe('fiche-suivi-reunion-de-chantier-n-3-2026-11-23.pdf');
    expect(pdfFallbackName('***', '2026-11-23')).toBe('fiche-suivi-sans-titre-2026-11-23.pdf');
  });
});

describe('the recipients of a sending', () => {
  it('are trimmed, lower case, each once', () => {
    expect(cleanRecipients([' Archi@Example.ma ', 'archi@example.ma', '', 'moa@example.ma'])).toEqual(['archi@example.ma', 'moa@example.ma']);
  });

  it('tells a wrong address under the recipients, and a missing one', () => {
    expect(validRecipient('archi@example.ma')).toBe(true);
    expect(validRecipient('pas-une-adresse')).toBe(false);
    expect(mailErrors({ to: ['archi@example.ma', 'pas-une-adresse'], message: '' })).toEqual({ to: 'validation.email.invalid' });
    expect(mailErrors({ to: [], message: '' })).toEqual({ to: 'followUp.mail.to.required' });
    expect(mailErrors({ to: ['archi@example.ma'], message: 'Merci' })).toEqual({});
    expect(byField({ 'to.2': 'Email invalide', message: 'trop long' })).toEqual({ to: 'Email invalide', message: 'trop long' });
  });
});
