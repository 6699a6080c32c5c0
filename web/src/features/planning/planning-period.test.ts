import { daysOf, eventEnd, isDay, mondayOf, rangeOf, stepAnchor, taskEnd, viewOfSlug, viewSlug } from './planning-period';
import { siteColour } from './planning-colours';

describe('planning periods', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  });

  it('fetches what each view shows', () => {
    expect(rangeOf('week', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('resources', '2026-11-26')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(rangeOf('month', '2026-11-26')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(rangeOf('list', '2026-02-10')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(rangeOf('gantt', '2026-11-26')).toEqual({ from: '2026-11-01', to: '2027-01-31' });
  });

  it('steps a week or a month', () => {
    expect(stepAnchor('week', '2026-11-26', 1)).toBe('2026-11-30');
    expect(stepAnchor('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(stepAnchor('gantt', '2026-01-15', -1)).toBe('2025-12-01');
  });

  it('turns the inclusive last day into an exclusive event end and back', () => {
    expect(eventEnd('2026-12-31')).toBe('2027-01-01');
    expect(taskEnd('2027-01-01')).toBe('2026-12-31');
  });

  it('reads the view from the URL, a list by default on a phone', () => {
    expect(viewOfSlug('gantt', false)).toBe('gantt');
    expect(viewOfSlug('personnes', true)).toBe('resources');
    expect(viewOfSlug(null, true)).toBe('list');
    expect(viewOfSlug('nonsense', false)).toBe('month');
    expect(viewSlug('week')).toBe('semaine');
  });

  it('accepts real days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('demain')).toBe(false);
    expect(daysOf('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
  });

  it('gives a site the same colour every time', () => {
    expect(siteColour('0b7f6c4e-0000-4000-8000-000000000001')).toBe(siteColour('0b7f6c4e-0000-4000-8000-000000000001'));
    expect(siteColour('a')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
