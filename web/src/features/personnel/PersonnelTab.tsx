import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Dropdown, Space, Switch } from 'antd';
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { PersonnelFieldsFragment } from '../../gql/graphql';
import { DeletePersonnelDocument, PersonnelDocument, SetPersonnelActiveDocument } from './personnel.generated';
import { downloadFile } from '../../shared/download/download-file';
import { notifyError, notifySuccess } from '../../shared/errors/notify';
import { usePhone } from '../../shared/records/usePhone';
import { PersonnelCards, type PersonnelListProps } from './PersonnelCards';
import { PersonnelFormDrawer } from './PersonnelFormDrawer';
import { type PersonnelSort, PersonnelTable } from './PersonnelTable';
import { nameOf } from './person-name';
import { REFRESH_AFTER_PERSONNEL_CHANGE } from './refresh';
import { useAskedSearch } from '../../shared/records/useAskedSearch';
import { SearchBox } from '../../shared/records/SearchBox';
import { PERSONNEL_PAGE_SIZE as PAGE_SIZE, personnelVariables } from './first-queries';

/** The company's people: search, sort, pages, the deactivated on demand; create and edit in a drawer. */
export function PersonnelTab({ onTotal }: { onTotal(total: number | undefined): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const switchId = useId();
  const phone = usePhone();
  const asked = useAskedSearch();
  const [search, setSearch] = useState(asked.trim());
  const [includeInactive, setIncludeInactive] = useState(false);
  const [sort, setSort] = useState<PersonnelSort>({ field: 'name', desc: false });
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<PersonnelFieldsFragment | null | undefined>(undefined);
  const { data, loading } = useQuery(PersonnelDocument, { variables: personnelVariables({ search, includeInactive, sort, page }) });
  const [remove] = useMutation(DeletePersonnelDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE, awaitRefetchQueries: true });
  const [setActive] = useMutation(SetPersonnelActiveDocument, { refetchQueries: REFRESH_AFTER_PERSONNEL_CHANGE, awaitRefetchQueries: true });
  const list = data?.personnel;
  useEffect(() => onTotal(list?.total), [list?.total, onTotal]);

  const onDelete = async (p: PersonnelFieldsFragment) => {
    const done = await remove({ variables: { id: p.id } }).catch(() => null);
    const outcome = done?.data?.deletePersonnel;
    if (outcome) notifySuccess(t(outcome === 'DELETED' ? 'personnel.ui.deleted' : 'personnel.ui.deactivated', { name: nameOf(p) }));
  };
  const onReactivate = async (p: PersonnelFieldsFragment) => {
    const done = await setActive({ variables: { id: p.id, active: true } }).catch(() => null);
    if (done?.data) notifySuccess(t('personnel.ui.reactivated', { name: nameOf(p) }));
  };
  const exportTo = (format: string) => {
    const query = new URLSearchParams({ format, search });
    if (includeInactive) query.set('inactifs', 'true');
    void downloadFile(`/api/v1/chantiers/personnel/export?${query.toString()}`, `personnel.${format}`).catch(notifyError);
  };
  // The same list as cards on a phone, as a table elsewhere.
  const listProps: PersonnelListProps = {
    items: list?.items ?? [],
    loading: loading && !data,
    emptyText: t(search ? 'personnel.ui.noMatch' : 'personnel.ui.empty'),
    paging: { page, pageSize: PAGE_SIZE, total: list?.total ?? 0, onChange: setPage },
    onEdit: setEditing,
    onReactivate: (p) => void onReactivate(p),
    onDelete,
  };

  return (
    <>
      <div className="personnel-toolbar">
        <div role="search" className="personnel-search">
          <SearchBox size="large" label={t('personnel.ui.search')} asked={asked} onSearch={(text) => (setSearch(text), setPage(0))} />
        </div>
        <label className="personnel-switch" htmlFor={switchId}>
          <Switch id={switchId} checked={includeInactive} onChange={(v) => (setIncludeInactive(v), setPage(0))} />
          <span>{t('personnel.ui.showInactive')}</span>
        </label>
        <Space wrap className="personnel-toolbar-actions">
          <Dropdown
            menu={{
              items: [
                { key: 'csv', label: t('personnel.ui.export.csv') },
                { key: 'xlsx', label: t('personnel.ui.export.xlsx') },
              ],
              onClick: ({ key }) => exportTo(key),
            }}
          >
            <Button size="large" icon={<DownloadOutlined />}>
              {t('personnel.ui.export')}
            </Button>
          </Dropdown>
          <Button size="large" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            {t('personnel.ui.add')}
          </Button>
        </Space>
      </div>
      {phone ? <PersonnelCards {...listProps} /> : <PersonnelTable {...listProps} sort={sort} onSort={setSort} />}
      {editing !== undefined ? (
        <PersonnelFormDrawer person={editing} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />
      ) : null}
    </>
  );
}
