import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen } from '@testing-library/react';
import { grant, GRANTS } from '../../test/grants';
import { Can } from './Can';
import { writePermissions } from './permissions';
import { UserPermissionsDocument } from './session.generated';
import { FALLBACK_USER, writeUser } from './storage';
import { useCan, useLimitedBy } from './useCan';
import { usePermissionsSync } from './usePermissionsSync';

const signIn = (role: 'MANAGER' | 'USER', id = 'u1') => writeUser({ ...FALLBACK_USER, id, role, type: 'USER' });

function DeleteProduct() {
  return (
    <Can action="stock.delete" otherwise={<span>lecture seule</span>}>
      <button type="button">Supprimer</button>
    </Can>
  );
}

function Figures() {
  const canLock = useCan('activity.lock');
  const mine = useLimitedBy('ownSites');
  return <p>{`${canLock ? 'verrouiller' : 'saisir'} · ${mine ? 'vos chantiers' : 'la société'}`}</p>;
}

describe('useCan and Can: what the api says the signed-in user may do', () => {
  it('hides a control from a USER the api does not let do it, and shows it to one it does', () => {
    signIn('USER');
    grant(GRANTS.USER, ['ownSites']);
    const { unmount } = render(<DeleteProduct />);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(screen.getByText('lecture seule')).toBeInTheDocument();
    unmount();

    grant([...GRANTS.USER, 'stock.delete'], ['ownSites']);
    render(<DeleteProduct />);
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });

  it('reads the record rules that limit the user, and follows a change of permissions at once', () => {
    signIn('USER');
    grant(GRANTS.USER, ['ownSites']);
    render(<Figures />);
    expect(screen.getByText('saisir · vos chantiers')).toBeInTheDocument();
    act(() => {
      signIn('MANAGER');
      grant(GRANTS.MANAGER);
    });
    expect(screen.getByText('verrouiller · la société')).toBeInTheDocument();
  });

  it('shows nothing while unknown, and never what was granted to another account or role', () => {
    signIn('USER');
    render(<DeleteProduct />);
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    // The MANAGER's permissions of the same id are stale once the stored user is a USER (a role changed since).
    act(() => writePermissions({ id: 'u1', role: 'MANAGER', type: 'USER' }, { permissions: GRANTS.MANAGER, limitedBy: [] }));
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    act(() => writePermissions({ id: 'u2', role: 'USER', type: 'USER' }, { permissions: ['stock.delete'], limitedBy: [] }));
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it("keeps what the api's user context answers, so the controls appear once it has", async () => {
    signIn('MANAGER');
    function Shell() {
      usePermissionsSync();
      return <DeleteProduct />;
    }
    const userContext = { __typename: 'UserContextView', user: { __typename: 'UserDetails', id: 'u1', role: 'MANAGER', type: 'USER' } };
    const mocks = [
      {
        request: { query: UserPermissionsDocument },
        result: { data: { userContext: { ...userContext, permissions: ['stock.delete'], limitedBy: [] } } },
      },
    ];
    render(
      <MockedProvider mocks={mocks}>
        <Shell />
      </MockedProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Supprimer' })).toBeInTheDocument();
  });
});
