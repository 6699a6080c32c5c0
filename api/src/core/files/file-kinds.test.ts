import { acceptAttribute, declaredFileFits } from '@chantiers/schema';
import { sniffContentType } from './file-kinds';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const PDF = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
const HTML = Buffer.from('<!doctype html><script>alert(1)</script>');

describe('file kinds (schema/files.ts), shared by the browser and the server', () => {
  it('reads the type from the bytes and wants the extension to agree', () => {
    expect(sniffContentType(PNG, 'plan.png', 'image')).toBe('image/png');
    expect(sniffContentType(PNG, 'PLAN.PNG', 'document')).toBe('image/png');
    expect(sniffContentType(PNG, 'plan', 'image')).toBe('image/png');
    expect(sniffContentType(PNG, 'plan.pdf', 'document')).toBeNull();
    expect(sniffContentType(PNG, 'plan.', 'image')).toBeNull();
    expect(sniffContentType(PDF, 'facture.pdf', 'document')).toBe('application/pdf');
    expect(sniffContentType(PDF, 'facture.pdf', 'image')).toBeNull();
    expect(sniffContentType(HTML, 'photo.png', 'image')).toBeNull();
  });

  it('gives the browser the same rule before uploading', () => {
    expect(declaredFileFits('image', { type: 'image/jpeg', name: 'chantier.JPEG' })).toBe(true);
    expect(declaredFileFits('image', { type: 'application/pdf', name: 'devis.pdf' })).toBe(false);
    expect(declaredFileFits('document', { type: 'application/pdf', name: 'devis.pdf' })).toBe(true);
    expect(declaredFileFits('document', { type: 'application/pdf', name: 'devis.png' })).toBe(false);
    expect(declaredFileFits('document', { type: 'application/pdf', name: 'devis' })).toBe(false);
  });

  it('writes the accept attribute of each kind', () => {
    expect(acceptAttribute('image')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(acceptAttribute('document')).toBe('.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg');
  });
});
