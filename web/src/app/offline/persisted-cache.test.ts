import type { NormalizedCacheObject } from '@apollo/client';
import { mergeRecords } from './persisted-cache';

const MAX_RECORDS = 20_000;

/** `count` Site records, numbered from `from`. */
function sites(count: number, from = 0, name = 'Gardé'): NormalizedCacheObject {
  const records: NormalizedCacheObject = {};
  for (let i = from; i < from + count; i++) records[`Site:${i}`] = { __typename: 'Site', id: String(i), name: `${name} ${i}` };
  return records;
}

describe('mergeRecords', () => {
  it('keeps the records of both, the newest winning for a record both hold', () => {
    const kept: NormalizedCacheObject = {
      'Site:1': { __typename: 'Site', id: '1', name: 'Ancien nom', city: 'Rabat' },
      'Site:2': { __typename: 'Site', id: '2', name: 'Seulement gardé' },
    };
    const fresh: NormalizedCacheObject = {
      'Site:1': { __typename: 'Site', id: '1', name: 'Nouveau nom' },
      'Site:3': { __typename: 'Site', id: '3', name: 'Seulement reçu' },
    };
    const merged = mergeRecords(kept, fresh);
    expect(merged).toEqual({
      // The record as last received, whole (not merged field by field).
      'Site:1': { __typename: 'Site', id: '1', name: 'Nouveau nom' },
      'Site:2': { __typename: 'Site', id: '2', name: 'Seulement gardé' },
      'Site:3': { __typename: 'Site', id: '3', name: 'Seulement reçu' },
    });
  });

  it('merges the root query field by field, the newest winning for a field both hold', () => {
    const kept: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        'site({"id":"1"})': { __ref: 'Site:1' },
        'sites({"page":1})': [{ __ref: 'Site:1' }],
      },
      'Site:1': { __typename: 'Site', id: '1', name: 'Villa Anfa' },
    };
    const fresh: NormalizedCacheObject = {
      ROOT_QUERY: {
        __typename: 'Query',
        'sites({"page":1})': [{ __ref: 'Site:2' }],
        me: { __ref: 'User:9' },
      },
      'Site:2': { __typename: 'Site', id: '2', name: 'Tour Hassan' },
      'User:9': { __typename: 'User', id: '9' },
    };
    const merged = mergeRecords(kept, fresh);
    expect(merged.ROOT_QUERY).toEqual({
      __typename: 'Query',
      'site({"id":"1"})': { __ref: 'Site:1' },
      'sites({"page":1})': [{ __ref: 'Site:2' }],
      me: { __ref: 'User:9' },
    });
    expect(Object.keys(merged).sort()).toEqual(['ROOT_QUERY', 'Site:1', 'Site:2', 'User:9']);
  });

  it('keeps the root query of whichever side has one', () => {
    const root = { __typename: 'Query', me: { __ref: 'User:9' } } as const;
    expect(mergeRecords({ ROOT_QUERY: root }, sites(1)).ROOT_QUERY).toEqual(root);
    expect(mergeRecords(sites(1), { ROOT_QUERY: root }).ROOT_QUERY).toEqual(root);
  });

  it('does not change the records it was given', () => {
    const kept: NormalizedCacheObject = { ROOT_QUERY: { __typename: 'Query', a: 1 }, 'Site:1': { __typename: 'Site', id: '1' } };
    const fresh: NormalizedCacheObject = { ROOT_QUERY: { __typename: 'Query', b: 2 } };
    const keptCopy = JSON.parse(JSON.stringify(kept)) as NormalizedCacheObject;
    const freshCopy = JSON.parse(JSON.stringify(fresh)) as NormalizedCacheObject;
    mergeRecords(kept, fresh);
    expect(kept).toEqual(keptCopy);
    expect(fresh).toEqual(freshCopy);
  });

  it('keeps the union up to MAX_RECORDS records', () => {
    const kept = sites(MAX_RECORDS / 2, 0);
    const fresh = sites(MAX_RECORDS / 2, MAX_RECORDS / 2, 'Reçu');
    const merged = mergeRecords(kept, fresh);
    expect(Object.keys(merged)).toHaveLength(MAX_RECORDS);
    expect(merged['Site:0']).toEqual(kept['Site:0']);
    expect(merged[`Site:${MAX_RECORDS - 1}`]).toEqual(fresh[`Site:${MAX_RECORDS - 1}`]);
  });

  it('counts a record both hold once', () => {
    // 20,000 distinct records once the overlap is counted once: all are kept.
    const kept = sites(MAX_RECORDS / 2 + 100, 0);
    const fresh = sites(MAX_RECORDS / 2, MAX_RECORDS / 2, 'Reçu');
    const merged = mergeRecords(kept, fresh);
    expect(Object.keys(merged)).toHaveLength(MAX_RECORDS);
    expect(merged['Site:0']).toBeDefined();
    expect(merged[`Site:${MAX_RECORDS / 2}`]).toEqual(fresh[`Site:${MAX_RECORDS / 2}`]);
  });

  it('keeps only the fresh records past MAX_RECORDS', () => {
    const kept = { ROOT_QUERY: { __typename: 'Query', old: { __ref: 'Site:0' } }, ...sites(MAX_RECORDS / 2, 0) };
    const fresh = { ROOT_QUERY: { __typename: 'Query', recent: { __ref: 'Site:10000' } }, ...sites(MAX_RECORDS / 2, MAX_RECORDS / 2, 'Reçu') };
    // 1 + 10,000 + 10,000 records together: one too many.
    const merged = mergeRecords(kept, fresh);
    expect(merged).toEqual(fresh);
    expect(merged['Site:0']).toBeUndefined();
    expect(merged.ROOT_QUERY).toEqual({ __typename: 'Query', recent: { __ref: 'Site:10000' } });
  });
});
