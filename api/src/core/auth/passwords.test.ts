import { ConfigError, loadConfig } from '../../config';
import { hashPassword, PRODUCTION_HASH_COST, usePasswordHashCost, verifyPassword } from './passwords';

afterAll(() => usePasswordHashCost(PRODUCTION_HASH_COST));

/** A PHC string's algorithm and parameters, whatever order the library writes them in. */
const parameters = (hash: string) => {
  const [, type, , params] = hash.split('$');
  return { type, ...Object.fromEntries(params.split(',').map((kv) => kv.split('='))) };
};

describe('password hashing', () => {
  it('is argon2id at 19 MiB and 2 passes unless the environment says otherwise', async () => {
    expect(loadConfig({}).passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(PRODUCTION_HASH_COST).toEqual({ memoryKib: 19_456, passes: 2 });
    usePasswordHashCost(loadConfig({}).passwordHash);
    const hash = await hashPassword('Chantier2024');
    expect(parameters(hash)).toEqual({ type: 'argon2id', m: '19456', t: '2', p: '1' });
    expect(await verifyPassword(hash, 'Chantier2024')).toBe(true);
    expect(await verifyPassword(hash, 'chantier2024')).toBe(false);
  });

  it('verifies a hash made at another cost: lowering it for the tests changes no answer', async () => {
    const strong = await hashPassword('Chantier2024');
    usePasswordHashCost(loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024', PASSWORD_HASH_PASSES: '1' }).passwordHash);
    const light = await hashPassword('Chantier2024');
    expect(parameters(light)).toEqual({ type: 'argon2id', m: '1024', t: '1', p: '1' });
    // Hashes stored before argon2 0.45 list the parameters as m, t, p (0.45 writes m, p, t): they verify the same.
    const before045 = light.replace(/m=1024,p=1,t=1/, 'm=1024,t=1,p=1');
    expect(before045).not.toBe(light);
    for (const hash of [strong, light, before045]) {
      expect(await verifyPassword(hash, 'Chantier2024')).toBe(true);
      expect(await verifyPassword(hash, 'Chantier2025')).toBe(false);
    }
    expect(await verifyPassword(undefined, 'Chantier2024')).toBe(false);
  });

  it('refuses a cost too low to be a hash, or not a whole number, with a message naming the setting', () => {
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '512' })).toThrow(
      new ConfigError('Configuration invalide :\n  - PASSWORD_HASH_MEMORY_KIB: PASSWORD_HASH_MEMORY_KIB doit valoir au moins 1024'),
    );
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: '0' })).toThrow(/PASSWORD_HASH_PASSES doit valoir au moins 1/);
    expect(() => loadConfig({ PASSWORD_HASH_PASSES: 'deux' })).toThrow(/PASSWORD_HASH_PASSES doit être un nombre/);
  });
});
