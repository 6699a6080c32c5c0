import '../dashboard/components/jsdom-text-encoding';
import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createIntl, IntlProvider } from 'react-intl';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { notificationsMessages } from './messages';
import { notificationsMessagesEn } from './messages.en';
import { NotificationsBell } from './NotificationsBell';
import {
  MarkAllNotificationsReadDocument,
  MarkNotificationReadDocument,
  NotificationSettingsDocument,
  NotificationsDocument,
} from './notifications.generated';
import { UnreadNotificationCountDocument } from './notifications-count.generated';
import { notificationsPanelMessages } from './panel-messages';
import { notificationsPanelMessagesEn } from './panel-messages.en';
import { sentenceOf } from './sentence';
import type { NotificationFieldsFragment } from '../../gql/graphql';

jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const params = (p: Record<string, string>) => ({
  __typename: 'NotificationParamsView' as const,
  label: null,
  reference: null,
  client: null,
  quantity: null,
  unit: null,
  threshold: null,
  amount: null,
  date: null,
  startDate: null,
  endDate: null,
  siteName: null,
  authorName: null,
  excerpt: null,
  ...p,
});
const stock = {
  __typename: 'NotificationView' as const,
  id: '0b7f1c2d-3e4b-4a5c-8d6e-7f8091a2b3c4',
  kind: 'STOCK_LOW' as const,
  link: '/stocks',
  readAt: null,
  visibleFrom: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  params: params({ label: 'Ciment CPJ45', quantity: '12.000', unit: 'sacs', threshold: '20.000' }),
};
const invoice = {
  ...stock,
  id: '1c8f2d3e-4f5a-4b6c-9d7e-8f90a1b2c3d4',
  kind: 'INVOICE_OVERDUE' as const,
  link: '/factures/1c8f2d3e-4f5a-4b6c-9d7e-8f90a1b2c3d4',
  readAt: '2026-11-25T08:00:00.000Z',
  visibleFrom: new Date(Date.now() - 26 * 3_600_000).toISOString(),
  params: params({ reference: 'F-2026-007', client: 'M. Bennani', date: '2026-11-20', amount: '45900.00' }),
};

const count = (n: number): MockLink.MockedResponse => ({
  request: { query: UnreadNotificationCountDocument },
  result: { data: { unreadNotificationCount: n } },
});
const list = (items: NotificationFieldsFragment[], unread: number): MockLink.MockedResponse => ({
  request: { query: NotificationsDocument, variables: { page: 0, size: 20 } },
  result: { data: { notifications: { __typename: 'NotificationPage', items, total: items.length, unread } } },
});
const settings: MockLink.MockedResponse = {
  request: { query: NotificationSettingsDocument },
  result: { data: { notificationSettings: { __typename: 'NotificationSettingsView', dailyDigest: false } } },
};

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function show(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" defaultLocale="fr" messages={notificationsMessages}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <NotificationsBell />
          <Where />
        </MemoryRouter>
      </IntlProvider>
    </MockedProvider>,
  );
}

describe('the sentences', () => {
  it('read well in French and in English, with the app’s formats', () => {
    const fr = createIntl({ locale: 'fr', messages: notificationsPanelMessages });
    expect(sentenceOf(fr, stock)).toBe('Stock bas : Ciment CPJ45 — 12 sacs (seuil 20)');
    expect(sentenceOf(fr, invoice).replace(/[\u2066-\u2069]/g, '')).toBe(
      'Facture F-2026-007 (M. Bennani) en retard depuis le 20/11/2026 — 45\u202f900,00\u00a0DH',
    );
    const quote = { kind: 'QUOTE_EXPIRING' as const, params: params({ reference: 'D-2026-014', client: 'Mme Alami', date: '2026-11-29' }) };
    expect(sentenceOf(fr, quote).replace(/[\u2066-\u2069]/g, '')).toBe('Le devis D-2026-014 (Mme Alami) expire le 29/11/2026');
    const en = createIntl({ locale: 'en', messages: notificationsPanelMessagesEn });
    expect(sentenceOf(en, stock)).toBe('Low stock: Ciment CPJ45 — 12 sacs (alert level 20)');
    const news = { kind: 'ANNOUNCEMENT' as const, params: params({ siteName: 'Villa Amal', excerpt: 'Coulage lundi' }) };
    expect(sentenceOf(fr, news)).toBe('Un collègue a publié une annonce sur Villa Amal : « Coulage lundi »');
  });

  it('has every message in both languages', () => {
    expect(Object.keys(notificationsMessagesEn).sort()).toEqual(Object.keys(notificationsMessages).sort());
    expect(Object.keys(notificationsPanelMessagesEn).sort()).toEqual(Object.keys(notificationsPanelMessages).sort());
  });
});

describe('NotificationsBell', () => {
  it('shows the unread count on the bell', async () => {
    show([count(3)]);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 non lues' })).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
  });

  it('opens the panel: the list (unread in bold), a click marks read and goes to the thing', async () => {
    const markRead = jest.fn(() => ({ data: { markNotificationRead: { ...stock, readAt: new Date().toISOString() } } }));
    show([
      count(1),
      list([stock, invoice], 1),
      settings,
      { request: { query: MarkNotificationReadDocument, variables: { id: stock.id } }, result: markRead },
      count(0),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    const sentence = await screen.findByText('Stock bas : Ciment CPJ45 — 12 sacs (seuil 20)', {}, { timeout: 8000 });
    expect(sentence.closest('button')).toHaveClass('is-unread');
    expect(screen.getByText(/F-2026-007/).closest('button')).not.toHaveClass('is-unread');
    expect(screen.getByText('il y a 2 heures')).toBeInTheDocument();
    expect(screen.getByText('il y a un jour')).toBeInTheDocument();
    expect(screen.getByRole('switch')).not.toBeChecked();
    expect(screen.getByText('Recevoir un résumé quotidien par e-mail')).toBeInTheDocument();
    fireEvent.click(sentence);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/stocks'));
    await waitFor(() => expect(markRead).toHaveBeenCalled());
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('marks all read, and says when there is nothing', async () => {
    const markAll = jest.fn(() => ({ data: { markAllNotificationsRead: 1 } }));
    show([count(1), list([stock], 1), settings, { request: { query: MarkAllNotificationsReadDocument }, result: markAll }, list([], 0), count(0)]);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 non lue' }));
    await screen.findByText('Stock bas : Ciment CPJ45 — 12 sacs (seuil 20)', {}, { timeout: 8000 });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tout marquer comme lu' })));
    await waitFor(() => expect(markAll).toHaveBeenCalled());
    expect(await screen.findByText('Aucune notification pour le moment')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
