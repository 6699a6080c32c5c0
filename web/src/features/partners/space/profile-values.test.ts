import { partnerProfileSchema, validateWith } from '@chantiers/schema';
import { movePhoto, photoIdsOf, type PhotoItem, uploading } from './photo-items';
import { onFormFields, toInput, valuesOf } from './profile-values';

const LOGO = '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e';
const tile = (key: string, id: string | null): PhotoItem => ({ key, id, src: `blob:${key}`, progress: id ? 100 : 40 });

describe('the listing form’s values', () => {
  it('starts a new listing from the account, published, without logo nor photos', () => {
    const values = valuesOf(null, { firstName: 'Samir', lastName: 'Bennani', phone: null, companyName: 'Atlas' });
    expect(values).toMatchObject({ companyName: 'Atlas', firstName: 'Samir', phone: '', published: true, photos: [], logo: { previewUrl: null } });
    expect(toInput(values)).toMatchObject({ logoFileId: null, photoFileIds: [], ice: null, description: null });
  });

  it('sends the photos in the order shown, leaving out those still uploading, and the logo by id', () => {
    const photos = movePhoto([tile('a', 'A'), tile('b', 'B'), tile('c', null)], 1, -1);
    expect(photoIdsOf(photos)).toEqual(['B', 'A']);
    expect(uploading(photos)).toBe(true);
    const input = toInput({ ...valuesOf(null), photos, logo: { fileId: LOGO, previewUrl: 'x' } });
    expect(input.photoFileIds).toEqual(['B', 'A']);
    expect(input.logoFileId).toBe(LOGO);
    // A removed logo is null.
    expect(toInput({ ...valuesOf(null), logo: { previewUrl: null, removed: true } }).logoFileId).toBeNull();
  });

  it('puts the schema’s and the api’s errors on the form’s fields', () => {
    expect(onFormFields({ 'photoFileIds.2': 'file.notFound', logoFileId: 'file.notFound', 'cities.0': 'partner.city.unknown', phone: 'x' })).toEqual({
      photos: 'file.notFound',
      logo: 'file.notFound',
      cities: 'partner.city.unknown',
      phone: 'x',
    });
    const result = validateWith(partnerProfileSchema, toInput(valuesOf(null)));
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(onFormFields(result.fields)).toMatchObject({ companyName: 'partner.companyName.required', serviceTypes: 'partner.services.required' });
  });
});
