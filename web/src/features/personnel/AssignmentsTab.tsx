import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { AssignmentFieldsFragment } from '../../gql/graphql';
import { DeleteAssignmentDocument, PeriodAssignmentsDocument, UnassignedPersonnelDocument } from './personnel.generated';
import { notifySuccess } from '../../shared/errors/notify';
import { AssignedPanel, ASSIGNMENTS_PAGE_SIZE } from './AssignedPanel';
import { AssignmentPeriodBar } from './AssignmentPeriodBar';
import { AssignModal, type PersonOption, RescheduleModal } from './AssignModal';
import { nameOf } from './person-name';
import { type Period, weekOf } from './period';
import { REFRESH_AFTER_ASSIGNMENT_CHANGE } from './refresh';
import { UnassignedPanel } from './UnassignedPanel';

/** Who works where over a period (this week by default), and who is free to be assigned. */
export function AssignmentsTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [period, setPeriod] = useState<Period>(() => weekOf());
  const [siteId, setSiteId] = useState<string | null>(null);
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<string[]>([]);
  const [assigning, setAssigning] = useState(false);
  const [moving, setMoving] = useState<AssignmentFieldsFragment | null>(null);
  const changePeriod = (next: Period) => (setPeriod(next), setPage(0), setSelected([]));

  const assigned = useQuery(PeriodAssignmentsDocument, { variables: { ...period, siteId, page, size: ASSIGNMENTS_PAGE_SIZE } });
  const unassigned = useQuery(UnassignedPersonnelDocument, { variables: { ...period, search: search || null } });
  const [remove] = useMutation(DeleteAssignmentDocument, { refetchQueries: REFRESH_AFTER_ASSIGNMENT_CHANGE, awaitRefetchQueries: true });
  const free = unassigned.data?.unassignedPersonnel ?? [];
  const freeIds = new Set(free.map((p) => p.id));
  const chosen = selected.filter((id) => freeIds.has(id));

  const onRemove = async (a: AssignmentFieldsFragment) => {
    const done = await remove({ variables: { id: a.id } }).catch(() => null);
    if (done?.data?.deleteAssignment) notifySuccess(t('assignments.ui.removed', { name: nameOf(a.personnel), site: a.site.name }));
  };

  return (
    <>
      <AssignmentPeriodBar period={period} onChange={changePeriod} />
      <div className="assign-grid">
        <AssignedPanel
          list={assigned.data?.assignments}
          loading={assigned.loading && !assigned.data}
          page={page}
          onPage={setPage}
          siteId={siteId}
          onSite={(v) => (setSiteId(v), setPage(0))}
          onMove={setMoving}
          onRemove={onRemove}
        />
        <UnassignedPanel
          free={free}
          loading={unassigned.loading && !unassigned.data}
          search={search}
          onSearch={setSearch}
          chosen={chosen}
          setSelected={setSelected}
          onAssign={() => setAssigning(true)}
        />
      </div>

      {assigning ? (
        <AssignModal
          period={period}
          siteId={siteId}
          people={free.filter((p) => chosen.includes(p.id)) satisfies PersonOption[]}
          onClose={() => setAssigning(false)}
          onAssigned={() => (setAssigning(false), setSelected([]))}
        />
      ) : null}
      {moving ? <RescheduleModal assignment={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
