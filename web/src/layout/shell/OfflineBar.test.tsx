import { act, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { forgetLastAnswer, serverAnswered } from '../../app/offline/connectivity';
import { offlineMessages } from '../../app/offline/messages';
import { OfflineBar } from './OfflineBar';

const pad = (n: number) => String(n).padStart(2, '0');

function renderBar() {
  return render(
    <IntlProvider locale="fr" messages={offlineMessages}>
      <OfflineBar />
    </IntlProvider>,
  );
}

/** The browser losing its network while the bar is on screen. */
function goOffline() {
  jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

beforeEach(() => {
  // Online, no answer kept: whatever the previous test left.
  serverAnswered();
  forgetLastAnswer();
});

afterEach(() => {
  jest.restoreAllMocks();
  serverAnswered();
  forgetLastAnswer();
});

describe('OfflineBar', () => {
  it('shows nothing online', () => {
    const { container } = renderBar();
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows since when the data dates, today, once the network is lost', () => {
    const today = new Date();
    today.setHours(9, 7, 0, 0);
    localStorage.setItem('last_server_answer', String(today.getTime()));
    renderBar();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    goOffline();
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('Hors ligne');
    expect(bar).toHaveTextContent('Données reçues à 09:07.');
    expect(bar).not.toHaveTextContent(/Données reçues le/);
    expect(bar).toHaveTextContent('les modifications demandent le réseau');
  });

  it('says no data was ever received on this device when no answer is kept', () => {
    renderBar();
    goOffline();
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent('Hors ligne');
    expect(bar).toHaveTextContent('Données reçues jamais sur cet appareil.');
  });

  it('shows the day of data received another day', () => {
    const before = new Date();
    before.setDate(before.getDate() - 3);
    before.setHours(16, 45, 0, 0);
    localStorage.setItem('last_server_answer', String(before.getTime()));
    renderBar();
    goOffline();
    const bar = screen.getByRole('status');
    expect(bar).toHaveTextContent(`Données reçues le ${pad(before.getDate())}/${pad(before.getMonth() + 1)} à 16:45.`);
  });

  it('shows the day for the same day and month of another year', () => {
    const lastYear = new Date();
    lastYear.setFullYear(lastYear.getFullYear() - 1);
    lastYear.setHours(8, 30, 0, 0);
    localStorage.setItem('last_server_answer', String(lastYear.getTime()));
    renderBar();
    goOffline();
    expect(screen.getByRole('status')).toHaveTextContent(`Données reçues le ${pad(lastYear.getDate())}/${pad(lastYear.getMonth() + 1)} à 08:30.`);
  });

  it('goes away when the network comes back', () => {
    renderBar();
    goOffline();
    expect(screen.getByRole('status')).toBeInTheDocument();
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
