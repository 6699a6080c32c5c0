import { CalendarOutlined, TeamOutlined } from '@ant-design/icons';
import { Card, Tabs, Typography } from 'antd';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AssignmentsTab } from './AssignmentsTab';
import { PersonnelTab } from './PersonnelTab';
import './personnel.css';

type TabKey = 'personnel' | 'affectations';

/** `/personnels/` (SPEC §5): the company's people, and who is assigned to which site over a period. */
export default function PersonnelPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('onglet') === 'affectations' ? 'affectations' : 'personnel';
  const [total, setTotal] = useState<number | undefined>(undefined);
  const onTotal = useCallback((n: number | undefined) => setTotal((old) => n ?? old), []);

  return (
    <>
      <div className="page-header">
        <div>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('personnel.ui.title')}
          </Typography.Title>
          <Typography.Text type="secondary">{total === undefined ? '\u00a0' : t('personnel.ui.subtitle', { count: total })}</Typography.Text>
        </div>
      </div>
      <Card className="personnel-card">
        <Tabs
          activeKey={tab}
          onChange={(key) => setParams(key === 'affectations' ? { onglet: 'affectations' } : {}, { replace: true })}
          items={[
            {
              key: 'personnel',
              label: (
                <span>
                  <TeamOutlined aria-hidden /> {t('personnel.ui.tab.people')}
                </span>
              ),
              children: <PersonnelTab onTotal={onTotal} />,
            },
            {
              key: 'affectations',
              label: (
                <span>
                  <CalendarOutlined aria-hidden /> {t('personnel.ui.tab.assignments')}
                </span>
              ),
              children: <AssignmentsTab />,
            },
          ]}
        />
      </Card>
    </>
  );
}
