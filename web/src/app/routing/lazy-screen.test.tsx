import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyScreen } from './lazy-screen';
import { loadScreen } from './loaded-screens';

const Screen = () => <p>Finances du chantier</p>;

describe('lazyScreen', () => {
  it('draws a screen whose module has arrived in the first pass, without its skeleton', async () => {
    const load = () => Promise.resolve({ default: Screen });
    await loadScreen(load);
    const Lazy = lazyScreen(load);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Finances du chantier')).toBeTruthy();
    expect(screen.queryByText('Chargement')).toBeNull();
  });

  it('shows the skeleton while a screen downloads, then the screen', async () => {
    let arrive: (m: { default: typeof Screen }) => void = () => undefined;
    const load = () => new Promise<{ default: typeof Screen }>((resolve) => (arrive = resolve));
    const Lazy = lazyScreen(load);
    render(
      <Suspense fallback={<p>Chargement</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(screen.getByText('Chargement')).toBeTruthy();
    await act(async () => arrive({ default: Screen }));
    expect(await screen.findByText('Finances du chantier')).toBeTruthy();
    expect(lazyScreen(load)).toBe(Lazy);
  });
});
