import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import type { TaskFieldsFragment } from '../../gql/graphql';
import { MoveConflictsDocument, MoveTaskDocument } from './planning.generated';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { planningMessages } from './messages';
import { MoveConfirm, type PendingMove } from './MoveConfirm';

// @ant-design/icons' CommonJS build requires the ES build of @ant-design/colors, which jest cannot load as is.
jest.mock('@ant-design/colors/es/generate', () => jest.requireActual('@ant-design/colors/lib/generate'));
jest.mock('../../shared/errors/notify', () => ({
  ...jest.requireActual('../../shared/errors/notify'),
  notifySuccess: jest.fn(),
  notifyError: jest.fn(),
}));
// The refetched plannings are not on screen here: Apollo warns it has none of them to refetch.
jest.spyOn(console, 'warn').mockImplementation(() => undefined);
// antd's modal measures the scrollbar through a pseudo-element, which jsdom does not implement.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
/** Lets a mutation, had one been sent, reach the link (and antd's animations settle). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

const TASK: TaskFieldsFragment = {
  id: '5b0c6a3e-1d2f-4a8b-9c7d-6e5f4a3b2c1d',
  title: 'Enduits',
  description: null,
  startDate: '2026-03-09',
  endDate: '2026-03-13',
  progress: 40,
  category: 'FINITIONS',
  updatedAt: '2026-03-01T08:00:00.000Z',
  site: { id: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', name: 'Villa Anfa' },
  people: [{ id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', firstName: 'Karim', lastName: 'Alami', trade: 'Plâtrier' }],
  dependsOn: [],
};
const DATES = { startDate: '2026-03-16', endDate: '2026-03-20' };
const OVERLAP = 'Karim Alami est déjà sur « Enduits » (Villa Rabat) du 16/03/2026 au 18/03/2026';

const moved = { data: { moveTask: { ...TASK, ...DATES } } };
const conflict = {
  errors: [
    {
      message: 'Cette tâche est en conflit avec le planning : confirmez pour l’enregistrer quand même.',
      extensions: { code: 'CONFLICT', status: 409, messageId: 'task.conflicts', conflicts: [{ kind: 'OVERLAP', message: OVERLAP }] },
    },
  ],
};
const forbidden = { errors: [{ message: 'Accès refusé', extensions: { code: 'FORBIDDEN', status: 403 } }] };

type Answer = MockLink.MockedResponse['result'];
/** A MoveTask answered only for these exact variables; `sent` counts the calls. */
function moveTask(confirmConflicts: boolean, answer: Answer) {
  const sent = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = {
    request: { query: MoveTaskDocument, variables: { id: TASK.id, input: DATES, confirmConflicts, baseUpdatedAt: TASK.updatedAt } },
    result: sent as MockLink.MockedResponse['result'],
  };
  return { mock, sent };
}
/** Any MoveTask at all, to tell that none was sent. */
function anyMoveTask() {
  const sent = jest.fn(() => moved);
  const mock: MockLink.MockedResponse = { request: { query: MoveTaskDocument, variables: () => true }, result: sent, maxUsageCount: 10 };
  return { mock, sent };
}

/** The check made as the dialog opens: the planning's conflicts for the new dates. */
function check(found: { kind: string; message: string }[]) {
  const sent = jest.fn(() => ({ data: { taskConflicts: found.map((c) => ({ __typename: 'TaskConflict', ...c })) } }));
  const input = {
    taskId: TASK.id,
    siteId: TASK.site.id,
    ...DATES,
    personnelIds: TASK.people.map((p) => p.id),
    dependsOnIds: [],
  };
  const mock: MockLink.MockedResponse = { request: { query: MoveConflictsDocument, variables: { input } }, result: sent };
  return { mock, sent };
}
const clear = () => check([]).mock;

function show(mocks: MockLink.MockedResponse[]) {
  const revert = jest.fn();
  const onDone = jest.fn();
  const pending: PendingMove = { task: TASK, dates: DATES, revert };
  render(
    <MockedProvider mocks={mocks}>
      <IntlProvider locale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...planningMessages }}>
        <MoveConfirm pending={pending} onDone={onDone} />
      </IntlProvider>
    </MockedProvider>,
  );
  return { revert, onDone };
}

const dialog = () => screen.getByRole('dialog');
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
});

describe('MoveConfirm', () => {
  it('asks first, naming the task and both date ranges', async () => {
    const { sent, mock } = anyMoveTask();
    const checked = check([]);
    const { revert, onDone } = show([checked.mock, mock]);
    await waitFor(() => expect(checked.sent).toHaveBeenCalledTimes(1));
    await settle();
    expect(dialog()).toHaveTextContent('Déplacer la tâche ?');
    expect(screen.getByText('« Enduits » passera du 09/03/2026 – 13/03/2026 au 16/03/2026 – 20/03/2026.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déplacer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.queryByText('Conflits de planning')).toBeNull();
    // Nothing is saved nor undone before the user answers.
    expect(sent).not.toHaveBeenCalled();
    expect(revert).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('« Annuler » puts the task back and saves nothing', async () => {
    const { sent, mock } = anyMoveTask();
    const { revert, onDone } = show([clear(), mock]);
    click('Annuler');
    expect(revert).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    await settle();
    expect(sent).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('« Déplacer » saves the new dates without confirming conflicts, then closes', async () => {
    const first = moveTask(false, moved);
    const checked = check([]);
    const { revert, onDone } = show([checked.mock, first.mock]);
    await waitFor(() => expect(checked.sent).toHaveBeenCalledTimes(1));
    await settle();
    click('Déplacer');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(first.sent).toHaveBeenCalledTimes(1);
    expect(first.sent).toHaveBeenCalledWith({ id: TASK.id, input: DATES, confirmConflicts: false, baseUpdatedAt: TASK.updatedAt });
    expect(notifySuccess).toHaveBeenCalledWith('Tâche « Enduits » déplacée.');
    expect(revert).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('names the conflicts in the same dialog before anything is saved; « Enregistrer quand même » saves confirming them', async () => {
    const { sent, mock } = anyMoveTask();
    const { revert, onDone } = show([check([{ kind: 'OVERLAP', message: OVERLAP }]).mock, mock]);
    expect(await screen.findByText(OVERLAP)).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Conflits de planning');
    expect(screen.getByText(/passera du 09\/03\/2026 – 13\/03\/2026 au 16\/03\/2026 – 20\/03\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déplacer' })).toBeNull();
    expect(sent).not.toHaveBeenCalled();
    await settle();
    click('Enregistrer quand même');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith({ id: TASK.id, input: DATES, confirmConflicts: true, baseUpdatedAt: TASK.updatedAt });
    expect(revert).not.toHaveBeenCalled();
  });

  it('shows the conflicts the save finds after a clean check (a change meanwhile), and « Enregistrer quand même » saves again', async () => {
    const first = moveTask(false, conflict);
    const second = moveTask(true, moved);
    const checked = check([]);
    const { revert, onDone } = show([checked.mock, first.mock, second.mock]);
    await waitFor(() => expect(checked.sent).toHaveBeenCalledTimes(1));
    await settle();
    click('Déplacer');

    expect(await screen.findByText(OVERLAP)).toBeInTheDocument();
    expect(dialog()).toHaveTextContent('Conflits de planning');
    expect(dialog()).not.toHaveTextContent('Déplacer la tâche ?');
    expect(screen.getByText('Vérifiez avant d’enregistrer :')).toBeInTheDocument();
    // Still the same move, still to confirm: nothing undone, nothing closed, no error toast.
    expect(screen.getByText(/passera du 09\/03\/2026 – 13\/03\/2026 au 16\/03\/2026 – 20\/03\/2026/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Déplacer' })).toBeNull();
    expect(revert).not.toHaveBeenCalled();
    expect(onDone).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(second.sent).not.toHaveBeenCalled();

    click('Enregistrer quand même');
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(first.sent).toHaveBeenCalledTimes(1);
    expect(second.sent).toHaveBeenCalledTimes(1);
    expect(second.sent).toHaveBeenCalledWith({ id: TASK.id, input: DATES, confirmConflicts: true, baseUpdatedAt: TASK.updatedAt });
    expect(notifySuccess).toHaveBeenCalledWith('Tâche « Enduits » déplacée.');
    expect(revert).not.toHaveBeenCalled();
  });

  it('« Annuler » after the conflicts puts the task back and saves nothing', async () => {
    const { sent, mock } = anyMoveTask();
    const { revert, onDone } = show([check([{ kind: 'OVERLAP', message: OVERLAP }]).mock, mock]);
    await screen.findByText(OVERLAP);
    click('Annuler');
    expect(revert).toHaveBeenCalledTimes(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    await settle();
    expect(sent).not.toHaveBeenCalled();
  });

  it('puts the task back and tells the error when the server refuses otherwise', async () => {
    const first = moveTask(false, forbidden);
    const checked = check([]);
    const { revert, onDone } = show([checked.mock, first.mock]);
    await waitFor(() => expect(checked.sent).toHaveBeenCalledTimes(1));
    await settle();
    click('Déplacer');
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledWith(expect.objectContaining({ errors: [expect.objectContaining({ message: 'Accès refusé' })] }));
    expect(notifySuccess).not.toHaveBeenCalled();
    expect(screen.queryByText('Conflits de planning')).toBeNull();
  });

  it('puts the task back when the network fails', async () => {
    const checked = check([]);
    const { revert, onDone } = show([
      checked.mock,
      {
        request: { query: MoveTaskDocument, variables: { id: TASK.id, input: DATES, confirmConflicts: false, baseUpdatedAt: TASK.updatedAt } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await waitFor(() => expect(checked.sent).toHaveBeenCalledTimes(1));
    await settle();
    click('Déplacer');
    await waitFor(() => expect(revert).toHaveBeenCalledTimes(1));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(notifyError).toHaveBeenCalledTimes(1);
    expect(notifySuccess).not.toHaveBeenCalled();
  });
});
