import { SERVICE_TYPES } from '@chantiers/schema/validation/partners';
import { isServiceCode, SERVICE_CODES } from './service-types';

describe('the service type codes of the public screens', () => {
  it('are SERVICE_TYPES, in their order', () => {
    expect(SERVICE_CODES).toEqual(SERVICE_TYPES);
  });

  it('tell a known code from anything else', () => {
    expect(isServiceCode('PLOMBERIE')).toBe(true);
    expect(isServiceCode('plomberie')).toBe(false);
    expect(isServiceCode('')).toBe(false);
    expect(isServiceCode(null)).toBe(false);
  });
});
