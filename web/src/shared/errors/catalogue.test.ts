import { catalogueFor, en, fr } from '@chantiers/schema';

describe('error catalogue (SPEC §8)', () => {
  it.each([500, 502, 503, 504, 599, 415])('shows the technical error for %s', (status) => {
    expect(catalogueFor(status, 'stack trace from the server')).toEqual({ titleId: 'error.technical.title', messageId: 'error.technical.message' });
  });

  it('shows the expired-session title for 401', () => {
    expect(catalogueFor(401, 'Unauthorized')).toEqual({ titleId: 'error.session.title', messageId: 'session.expired' });
    expect(fr['error.session.title']).toBe('Session expirée');
  });

  it('shows the forbidden notice for 403', () => {
    expect(catalogueFor(403, 'Forbidden')).toEqual({ titleId: 'error.forbidden.title', messageId: 'error.forbidden.message' });
    expect(fr['error.forbidden.title']).toBe('Action non autorisée');
    expect(fr['error.forbidden.message']).toBe("Vous n'avez pas les droits nécessaires.");
  });

  it("shows the input-error title with the server's message, square brackets stripped, for 400", () => {
    expect(catalogueFor(400, '[Le nom est requis]')).toEqual({ titleId: 'error.input.title', messageId: null, detail: 'Le nom est requis' });
    expect(catalogueFor(400, 'Champs invalides : [nom, prenom]')?.detail).toBe('Champs invalides : nom, prenom');
    expect(catalogueFor(400, 'Email invalide')?.detail).toBe('Email invalide');
    expect(fr['error.input.title']).toBe('Erreur de saisie');
  });

  it('stays silent for 404', () => {
    expect(catalogueFor(404, 'Not Found')).toBeNull();
  });

  it('shows the form-submission message for 413', () => {
    expect(catalogueFor(413, 'Payload Too Large')).toMatchObject({ messageId: 'error.payloadTooLarge.message' });
    expect(fr['error.payloadTooLarge.message']).toBe("Une erreur s'est produite lors de la soumission du formulaire. Veuillez réessayer.");
  });

  it.each([null, 0])('shows the technical title with the network message when there is no response (%s)', (status) => {
    expect(catalogueFor(status)).toEqual({ titleId: 'error.technical.title', messageId: 'error.network.message' });
  });

  it.each([418, 302, 422])('shows the unknown-error title with the raw message for %s', (status) => {
    expect(catalogueFor(status, "[I'm a teapot]")).toEqual({ titleId: 'error.unknown.title', messageId: null, detail: "[I'm a teapot]" });
    expect(catalogueFor(status)).toEqual({ titleId: 'error.unknown.title', messageId: null, detail: '' });
  });

  it('has the French wording of SPEC §8 for the technical and unknown titles', () => {
    expect(fr['error.technical.title']).toBe('Erreur technique');
    expect(fr['error.technical.message']).toBe('Une erreur technique est survenue. Veuillez réessayer plus tard.');
    expect(fr['error.unknown.title']).toBe('Erreur inconnue');
  });

  it('only returns message ids that exist in French and in English', () => {
    const ids = new Set<string>();
    for (const status of [null, 0, ...Array.from({ length: 500 }, (_, i) => 100 + i)]) {
      const entry = catalogueFor(status, 'message');
      if (entry) [entry.titleId, entry.messageId].forEach((id) => id && ids.add(id));
    }
    expect(ids.size).toBeGreaterThanOrEqual(9);
    for (const id of ids) {
      expect({ id, fr: id in fr, en: id in en }).toEqual({ id, fr: true, en: true });
      expect((fr as Record<string, string>)[id]).not.toBe('');
      expect((en as Record<string, string>)[id]).not.toBe('');
    }
  });
});
