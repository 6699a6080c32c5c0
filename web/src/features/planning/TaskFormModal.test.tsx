import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { frenchMessages } from '../../app/i18n';
import { privateMessagesFr } from '../../app/private-messages';
import type { TaskFieldsFragment } from '../../gql/graphql';
import {
  CreateTaskDocument,
  PlanningPeopleDocument,
  PlanningSiteAssignmentsDocument,
  PlanningSiteTasksDocument,
  UpdateTaskDocument,
} from './planning.generated';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { planningMessages } from './messages';
import { TaskFormModal } from './TaskFormModal';

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
// antd's multiple selects watch their size (the tags that fit); jsdom has no ResizeObserver.
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const SITE = { id: '0e1d2c3b-4a59-4687-9a0b-1c2d3e4f5a6b', name: 'Villa Anfa' };
const KARIM = {
  id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f',
  firstName: 'Karim',
  lastName: 'Alami',
  trade: 'Plâtrier',
};
const YOUSSEF_ID = '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f';
const OVERLAP = 'Karim Alami est déjà sur « Enduits » (Villa Rabat) du 09/03/2026 au 11/03/2026';
const NOT_ASSIGNED = 'Karim Alami n’est pas affecté à Villa Anfa le 13/03/2026';

const NEW_TASK = { siteId: SITE.id, startDate: '2026-03-09', endDate: '2026-03-13' };
/** What a new task titled `title` sends, the form's other fields left as they are. */
const newInput = (title: string) => ({
  siteId: SITE.id,
  title,
  description: null,
  startDate: '2026-03-09',
  endDate: '2026-03-13',
  personnelIds: [],
  progress: 0,
  category: 'AUTRE',
  dependsOnIds: [],
});
const saved = (title: string, extra: Partial<TaskFieldsFragment> = {}): TaskFieldsFragment => ({
  id: '5b0c6a3e-1d2f-4a8b-9c7d-6e5f4a3b2c1d',
  title,
  description: null,
  startDate: '2026-03-09',
  endDate: '2026-03-13',
  progress: 0,
  category: 'AUTRE',
  updatedAt: '2026-03-01T08:00:00.000Z',
  site: SITE,
  people: [],
  dependsOn: [],
  ...extra,
});
const conflict = {
  errors: [
    {
      message: 'Cette tâche est en conflit avec le planning : confirmez pour l’enregistrer quand même.',
      extensions: {
        code: 'CONFLICT',
        status: 409,
        messageId: 'task.conflicts',
        conflicts: [
          { kind: 'OVERLAP', message: OVERLAP },
          { kind: 'NOT_ASSIGNED', message: NOT_ASSIGNED },
        ],
      },
    },
  ],
};

/** The lists the form's pickers read; answered as often as asked. */
const pickers: MockLink.MockedResponse[] = [
  {
    request: { query: PlanningPeopleDocument, variables: { search: null } },
    result: {
      data: {
        personnel: {
          __typename: 'PersonnelPageView',
          items: [
            { __typename: 'PersonnelView', id: KARIM.id, firstName: 'Karim', lastName: 'Alami', trade: 'Plâtrier' },
            { __typename: 'PersonnelView', id: YOUSSEF_ID, firstName: 'Youssef', lastName: 'Tazi', trade: 'Maçon' },
          ],
        },
      },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlanningSiteAssignmentsDocument, variables: () => true },
    result: { data: { assignments: { __typename: 'AssignmentPageView', items: [] } } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
  {
    request: { query: PlanningSiteTasksDocument, variables: () => true },
    result: { data: { tasks: [] } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  },
];

type Answer = MockLink.MockedResponse['result'];
/** A mutation answered only for these exact variables; `sent` counts the calls. */
function mutation(query: typeof CreateTaskDocument | typeof UpdateTaskDocument, variables: Record<string, unknown>, answer: Answer) {
  const sent = jest.fn(() => answer);
  const mock: MockLink.MockedResponse = { request: { query, variables }, result: sent as MockLink.MockedResponse['result'] };
  return { mock, sent };
}
/** Any CreateTask or UpdateTask at all, to tell that none was sent. */
function anySave() {
  const sent = jest.fn(() => ({ data: { createTask: saved('?'), updateTask: saved('?') } }));
  const mock = (query: typeof CreateTaskDocument | typeof UpdateTaskDocument): MockLink.MockedResponse => ({
    request: { query, variables: () => true },
    result: sent,
    maxUsageCount: 10,
  });
  return { mocks: [mock(CreateTaskDocument), mock(UpdateTaskDocument)], sent };
}

function show(mocks: MockLink.MockedResponse[], props: { task?: TaskFieldsFragment; initial?: Record<string, string> } = {}) {
  const onClose = jest.fn();
  render(
    <MockedProvider mocks={[...pickers, ...mocks]}>
      <IntlProvider locale="fr" messages={{ ...frenchMessages, ...privateMessagesFr, ...planningMessages }}>
        <TaskFormModal task={props.task ?? null} initial={props.initial ?? NEW_TASK} fixedSite canDelete={false} onClose={onClose} />
      </IntlProvider>
    </MockedProvider>,
  );
  return { onClose };
}

const typeTitle = (title: string) => fireEvent.change(screen.getByLabelText('Titre'), { target: { value: title } });
const submit = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** Lets a mutation, had one been sent, reach the link (and antd's animations settle). */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));
/** The message under a field (its help, named by the control's aria-describedby). */
const helpOf = (name: string) => document.getElementById(`field-${name}-help`);

beforeEach(() => {
  jest.mocked(notifySuccess).mockClear();
  jest.mocked(notifyError).mockClear();
});

describe('TaskFormModal', () => {
  it('opens a new task with the day clicked and nothing wrong shown yet', async () => {
    const { mocks, sent } = anySave();
    show(mocks);
    const form = screen.getByRole('form', { name: 'Nouvelle tâche' });
    expect(within(form).getByLabelText('Date de début')).toHaveValue('09/03/2026');
    expect(within(form).getByLabelText('Date de fin')).toHaveValue('13/03/2026');
    expect(screen.getByRole('button', { name: 'Ajouter la tâche' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    await settle();
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a task without a title, with the shared schema’s message, and sends nothing', async () => {
    const { mocks, sent } = anySave();
    const { onClose } = show(mocks);
    submit('Ajouter la tâche');
    expect(await screen.findByText('Le titre est requis')).toBeInTheDocument();
    expect(helpOf('title')).toHaveTextContent('Le titre est requis');
    expect(screen.getByLabelText('Titre')).toHaveAttribute('aria-invalid', 'true');
    // A title of spaces is no title either.
    typeTitle('   ');
    submit('Ajouter la tâche');
    await settle();
    expect(helpOf('title')).toHaveTextContent('Le titre est requis');
    expect(sent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('refuses an end before the start (SPEC: end not before start) and sends nothing', async () => {
    const { mocks, sent } = anySave();
    const { onClose } = show(mocks, { initial: { siteId: SITE.id, startDate: '2026-03-10', endDate: '2026-03-05' } });
    typeTitle('Pose carrelage');
    submit('Ajouter la tâche');
    expect(await screen.findByText('La date de fin ne peut pas précéder la date de début')).toBeInTheDocument();
    expect(helpOf('endDate')).toHaveTextContent('La date de fin ne peut pas précéder la date de début');
    expect(helpOf('startDate')).not.toHaveTextContent(/./);
    expect(helpOf('title')).not.toHaveTextContent(/./);
    await settle();
    expect(sent).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves a new task and closes', async () => {
    const create = mutation(CreateTaskDocument, { input: newInput('Enduits'), confirmConflicts: false }, { data: { createTask: saved('Enduits') } });
    const { onClose } = show([create.mock]);
    typeTitle('Enduits');
    submit('Ajouter la tâche');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(create.sent).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('Tâche « Enduits » ajoutée.');
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('shows the conflicts the server finds, then « Enregistrer quand même » saves confirming them', async () => {
    const first = mutation(CreateTaskDocument, { input: newInput('Enduits'), confirmConflicts: false }, conflict);
    const second = mutation(CreateTaskDocument, { input: newInput('Enduits'), confirmConflicts: true }, { data: { createTask: saved('Enduits') } });
    const { onClose } = show([first.mock, second.mock]);
    typeTitle('Enduits');
    submit('Ajouter la tâche');

    const warning = await screen.findByText('Conflits de planning');
    const list = warning.closest('.planning-conflicts') as HTMLElement;
    expect(within(list).getByText('Vérifiez avant d’enregistrer :')).toBeInTheDocument();
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([OVERLAP, NOT_ASSIGNED]);
    expect(screen.getByRole('button', { name: 'Enregistrer quand même' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter la tâche' })).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(notifyError).not.toHaveBeenCalled();
    expect(second.sent).not.toHaveBeenCalled();

    submit('Enregistrer quand même');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(first.sent).toHaveBeenCalledTimes(1);
    expect(second.sent).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('Tâche « Enduits » ajoutée.');
  });

  it('forgets the conflicts once a field changes: the next save is checked again', async () => {
    const first = mutation(CreateTaskDocument, { input: newInput('Enduits'), confirmConflicts: false }, conflict);
    const second = mutation(
      CreateTaskDocument,
      { input: newInput('Enduits intérieurs'), confirmConflicts: false },
      { data: { createTask: saved('Enduits intérieurs') } },
    );
    const { onClose } = show([first.mock, second.mock]);
    typeTitle('Enduits');
    submit('Ajouter la tâche');
    await screen.findByText(OVERLAP);

    typeTitle('Enduits intérieurs');
    await waitFor(() => expect(screen.queryByText(OVERLAP)).toBeNull());
    expect(screen.queryByRole('button', { name: 'Enregistrer quand même' })).toBeNull();
    submit('Ajouter la tâche');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(second.sent).toHaveBeenCalledTimes(1);
  });

  it('edits a task: its values, « Enregistrer », then closes', async () => {
    const task = saved('Enduits', { description: null, progress: 40, category: 'FINITIONS', people: [KARIM] });
    const input = { ...newInput('Enduits façade'), personnelIds: [KARIM.id], progress: 40, category: 'FINITIONS' };
    const update = mutation(
      UpdateTaskDocument,
      { id: task.id, input, confirmConflicts: false, baseUpdatedAt: task.updatedAt },
      { data: { updateTask: { ...task, title: 'Enduits façade' } } },
    );
    const { onClose } = show([update.mock], { task });
    expect(screen.getByRole('form', { name: 'Modifier la tâche' })).toBeInTheDocument();
    expect(screen.getByLabelText('Titre')).toHaveValue('Enduits');
    typeTitle('Enduits façade');
    submit('Enregistrer');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(update.sent).toHaveBeenCalledTimes(1);
    expect(notifySuccess).toHaveBeenCalledWith('Tâche « Enduits façade » enregistrée.');
  });

  it('shows the server’s field errors on their fields and stays open', async () => {
    const refused = {
      errors: [{ message: 'Données invalides', extensions: { code: 'VALIDATION', status: 400, fieldIds: { endDate: 'task.endDate.beforeStart' } } }],
    };
    const create = mutation(CreateTaskDocument, { input: newInput('Enduits'), confirmConflicts: false }, refused);
    const { onClose } = show([create.mock]);
    typeTitle('Enduits');
    submit('Ajouter la tâche');
    await waitFor(() => expect(helpOf('endDate')).toHaveTextContent('La date de fin ne peut pas précéder la date de début'));
    expect(create.sent).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Conflits de planning')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it('« Annuler » closes without saving', async () => {
    const { mocks, sent } = anySave();
    const { onClose } = show(mocks);
    typeTitle('Enduits');
    fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await settle();
    expect(sent).not.toHaveBeenCalled();
  });
});
