import { holdLocalFile, localRefsIn, takeLocalFiles, withUploaded } from './local-files';

const file = (name: string) => ({ blob: new Blob(['x'], { type: 'image/jpeg' }), name, kind: 'document' as const });

describe('files chosen without a network', () => {
  it('stand in a form as UUIDs, found wherever they sit in a change', () => {
    const invoice = holdLocalFile(file('facture.jpg'));
    const photo = holdLocalFile(file('photo.jpg'));
    expect(invoice).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const variables = {
      siteId: 's1',
      input: { label: 'Achat', invoiceFileId: invoice, photos: [{ fileId: photo }, { fileId: 'already-on-server' }] },
    };
    expect(localRefsIn(variables).sort()).toEqual([invoice, photo].sort());
    // A server's id, or any other text, is not taken for one.
    expect(localRefsIn({ input: { invoiceFileId: 'already-on-server', label: 'Achat' } })).toEqual([]);
  });

  it('are handed once to the outbox, which names them from then on', () => {
    const ref = holdLocalFile(file('facture.jpg'));
    const taken = takeLocalFiles([ref]);
    expect(taken[ref].name).toBe('facture.jpg');
    expect(localRefsIn({ invoiceFileId: ref })).toEqual([]);
    expect(takeLocalFiles([ref])).toEqual({});
  });

  it("get the server's id in their place once uploaded, the rest of the change untouched", () => {
    const variables = {
      siteId: 's1',
      input: { invoiceFileId: 'held-1', photos: [{ fileId: 'held-2' }, { fileId: 'kept' }], amount: '10.00', paid: null },
    };
    expect(withUploaded(variables, { 'held-1': 'server-1', 'held-2': 'server-2' })).toEqual({
      siteId: 's1',
      input: { invoiceFileId: 'server-1', photos: [{ fileId: 'server-2' }, { fileId: 'kept' }], amount: '10.00', paid: null },
    });
    expect(variables.input.invoiceFileId).toBe('held-1');
    // An inherited name is not an uploaded file.
    expect(withUploaded({ a: 'toString' }, {})).toEqual({ a: 'toString' });
  });
});
