import type { DocumentNode, OperationDefinitionNode } from 'graphql';
import prefetch, { FIRST_PERSONNEL, personnelVariables } from './first-queries';

type Asked = { query: DocumentNode; variables?: Record<string, unknown> };
const nameOf = (o: Asked) => (o.query.definitions[0] as OperationDefinitionNode).name?.value;

function record(search = '') {
  const asked: Asked[] = [];
  prefetch({ query: async (o) => void asked.push(o) }, { params: {}, search: new URLSearchParams(search) });
  return asked;
}

describe("the people list's first queries", () => {
  it('asks the first page of active people by name, as the tab opens', () => {
    const asked = record();
    expect(asked.map(nameOf)).toEqual(['Personnel']);
    expect(asked[0].variables).toStrictEqual({ search: null, includeInactive: false, sort: 'name', desc: false, page: 0, size: 20 });
    expect(asked[0].variables).toStrictEqual(personnelVariables(FIRST_PERSONNEL));
  });

  it("follows the address's search as the tab reads it, and asks nothing for the assignments tab", () => {
    expect(record('q=%20Alami%20')[0].variables).toMatchObject({ search: 'Alami' });
    expect(record('onglet=affectations')).toEqual([]);
  });
});
