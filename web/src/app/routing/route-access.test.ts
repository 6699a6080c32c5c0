import { isPrivatePath, isPublicPath } from './route-access';

describe('route classification (SPEC §2)', () => {
  it.each(['/dashboard', '/dashboard/', '/detail-chantier/42/finances', '/activite-globale/2026-11-22/', '/liste-devis', '/devis'])(
    'treats %s as private',
    (path) => {
      expect(isPrivatePath(path)).toBe(true);
      expect(isPublicPath(path)).toBe(false);
    },
  );

  it.each(['/', '', '/sign-in', '/sign-up', '/reset-password?token=x', '/email-verfication', '/dashboard-users/', '/partenaires'])(
    'treats %s as public',
    (path) => {
      expect(isPublicPath(path)).toBe(true);
      expect(isPrivatePath(path)).toBe(false);
    },
  );

  it('does not let a private prefix swallow a longer public segment', () => {
    expect(isPrivatePath('/dashboard-users/')).toBe(false);
    expect(isPrivatePath('/devisXYZ')).toBe(false);
  });
});
