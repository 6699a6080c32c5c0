import { TeamOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Empty, Spin, Typography } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import type { UnassignedPersonnelQuery } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';
import { SearchBox } from '../../shared/records/SearchBox';
import { nameOf } from './person-name';

type FreePerson = UnassignedPersonnelQuery['unassignedPersonnel'][number];

interface Props {
  free: FreePerson[];
  loading: boolean;
  search: string;
  onSearch(text: string): void;
  /** The ticked people who are free now (some ticked may be hidden by the search, and come back with it). */
  chosen: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  onAssign(): void;
}

/** Who is free over the period, searched and ticked, then assigned together. */
export function UnassignedPanel({ free, loading, search, onSearch, chosen, setSelected, onAssign }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const allChosen = free.length > 0 && chosen.length === free.length;
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...s.filter((x) => x !== id), id] : s.filter((x) => x !== id)));
  return (
    <Card
      className="assign-panel"
      title={<h2 className="assign-panel-title">{t('assignments.ui.unassigned.title')}</h2>}
      extra={<Typography.Text type="secondary">{free.length}</Typography.Text>}
    >
      <div role="search" className="assign-filter">
        <SearchBox label={t('assignments.ui.unassigned.search')} onSearch={onSearch} />
      </div>
      <div className="unassigned-bar">
        <Checkbox
          checked={allChosen}
          indeterminate={chosen.length > 0 && !allChosen}
          disabled={!free.length}
          onChange={(e) => setSelected(e.target.checked ? free.map((p) => p.id) : [])}
        >
          {t('assignments.ui.unassigned.selectAll')}
        </Checkbox>
        <Typography.Text type="secondary" aria-live="polite">
          {t('assignments.ui.unassigned.selected', { count: chosen.length })}
        </Typography.Text>
      </div>
      {loading ? (
        <div className="unassigned-loading">
          <Spin />
        </div>
      ) : free.length ? (
        <ul className="unassigned-list" aria-label={t('assignments.ui.unassigned.title')}>
          {free.map((p) => (
            <li key={p.id}>
              <Checkbox checked={chosen.includes(p.id)} onChange={(e) => toggle(p.id, e.target.checked)}>
                <span className="unassigned-name">{nameOf(p)}</span>
              </Checkbox>
              <span className="unassigned-meta">
                {p.trade} · {formatMoney(p.dailyRate)}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t(search ? 'assignments.ui.unassigned.noMatch' : 'assignments.ui.unassigned.empty')}
        />
      )}
      <Button type="primary" size="large" block icon={<TeamOutlined />} className="assign-button" onClick={onAssign}>
        {t('assignments.ui.assign')}
      </Button>
    </Card>
  );
}
