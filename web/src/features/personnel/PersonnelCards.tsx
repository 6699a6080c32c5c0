import { CheckCircleOutlined } from '@ant-design/icons';
import { Tag, Typography } from 'antd';
import { useIntl } from 'react-intl';
import type { PersonnelFieldsFragment } from '../../gql/graphql';
import { formatMoney } from '../../shared/format';
import { type CardPaging, RecordCards } from '../../shared/records/RecordCards';

type Person = PersonnelFieldsFragment;

/** What the people's list needs, drawn as cards (a phone) or a table (PersonnelTable). */
export interface PersonnelListProps {
  items: Person[];
  loading: boolean;
  emptyText: string;
  paging: CardPaging;
  onEdit(p: Person): void;
  onReactivate(p: Person): void;
  onDelete(p: Person): Promise<unknown>;
}

const fullName = (p: Person) => `${p.firstName} ${p.lastName}`;

/** The people on a phone: a card a person, the phone number a tap away, 'Modifier' (or 'Réactiver') as the large button. */
export function PersonnelCards({ items, loading, emptyText, paging, onEdit, onReactivate, onDelete }: PersonnelListProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  return (
    <RecordCards<Person>
      items={items}
      loading={loading}
      emptyText={emptyText}
      paging={paging}
      card={(p) => ({
        title: fullName(p),
        name: fullName(p),
        badge: (
          <Tag color={p.active ? 'green' : 'default'} className="personnel-status">
            {t(p.active ? 'personnel.ui.status.active' : 'personnel.ui.status.inactive')}
          </Tag>
        ),
        className: p.active ? undefined : 'personnel-card-inactive',
        meta: `${p.trade} · ${p.cni}`,
        figures: [
          { label: t('personnel.ui.col.dailyRate'), value: formatMoney(p.dailyRate) },
          { label: t('personnel.ui.col.mealBonus'), value: formatMoney(p.mealBonus) },
          { label: t('personnel.ui.col.phone'), value: p.phone ? <a href={`tel:${p.phone.replace(/\s+/g, '')}`}>{p.phone}</a> : '—' },
          {
            label: t('personnel.ui.col.email'),
            // A link that wraps: a phone has no hover to show an address cut short.
            value: p.email ? (
              <a className="record-card-wrap" href={`mailto:${p.email}`}>
                {p.email}
              </a>
            ) : (
              '—'
            ),
          },
        ],
      })}
      actions={(p) => ({
        main: p.active
          ? undefined
          : { key: 'reactivate', label: t('personnel.ui.reactivate'), icon: <CheckCircleOutlined />, onClick: () => onReactivate(p) },
        onEdit: () => onEdit(p),
        onDelete: () => onDelete(p),
        deleteAction: 'personnel.delete',
        confirm: t('personnel.ui.delete.confirm', { name: fullName(p) }),
        confirmNote: <Typography.Text type="secondary">{t('personnel.ui.delete.note')}</Typography.Text>,
      })}
    />
  );
}
