import type { Action } from '@chantiers/schema';
import { Table } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { RowActions } from './RecordListParts';

/** An action of a record beside Voir / Modifier / Supprimer ('Mouvement', 'Historique', 'Réactiver'). */
export interface RecordAction {
  key: string;
  label: string;
  icon: ReactNode;
  onClick(): void;
}

export interface RowActionsOf {
  onView?(): void;
  onEdit(): void;
  onDelete(): Promise<unknown> | void;
  /** What deleting is in the api's policy table: the delete button shows to whoever may do it. */
  deleteAction: Action;
  confirm: string;
  /** A line under the delete question (what deleting does). */
  confirmNote?: ReactNode;
  /** On a phone's card, the large button when it is not 'Modifier' (which then joins the small ones). */
  main?: RecordAction;
  /** More small buttons on a phone's card. */
  extra?: RecordAction[];
}

/** The last column of a record list: Voir (optional), Modifier, Supprimer, kept in view when the table scrolls. */
export function actionsColumn<R>(intl: IntlShape, actionsOf: (record: R) => RowActionsOf): ColumnType<R> {
  return {
    title: intl.formatMessage({ id: 'records.col.actions' }),
    key: 'actions',
    fixed: 'right',
    render: (_, record) => <RowActions {...actionsOf(record)} />,
  };
}

/**
 * The totals row of the whole filter under a record list: 'Total (n lignes)' over the first `leading` columns,
 * then one right-aligned cell per amount column, then the actions column left empty.
 */
export function totalsRow(intl: IntlShape, count: number, leading: number, amounts: ReactNode[]) {
  return (
    <Table.Summary>
      <Table.Summary.Row className="records-totals">
        <Table.Summary.Cell index={0} colSpan={leading}>
          <strong>{intl.formatMessage({ id: 'records.totals' }, { count })}</strong>
        </Table.Summary.Cell>
        {amounts.map((amount, i) => (
          <Table.Summary.Cell key={i} index={leading + i} align="right">
            <strong>{amount}</strong>
          </Table.Summary.Cell>
        ))}
        <Table.Summary.Cell index={leading + amounts.length} />
      </Table.Summary.Row>
    </Table.Summary>
  );
}
