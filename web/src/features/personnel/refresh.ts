/**
 * Queries to refetch, by operation name, after a change: Apollo refetches only those a mounted screen watches,
 * so the Personnel tab, both Affectations panels and the assignment form stay in step.
 */
export const REFRESH_AFTER_PERSONNEL_CHANGE = ['Personnel', 'UnassignedPersonnel', 'PeriodAssignments'];
export const REFRESH_AFTER_ASSIGNMENT_CHANGE = ['UnassignedPersonnel', 'PeriodAssignments'];
