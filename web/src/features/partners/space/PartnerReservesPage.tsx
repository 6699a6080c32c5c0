import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Empty, Pagination, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { PartnerReserveState, SpacePartnerReserveFieldsFragment } from '../../../gql/graphql';
import { LinkButton } from '../../../shared/components/LinkButton';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { FeatureMessages } from '../../../shared/intl/FeatureMessages';
import { LiftPartnerReserveModal } from './LiftPartnerReserveModal';
import { PartnerReserveCard } from './PartnerReserveCard';
import { SpacePartnerReservesDocument } from './partner-reserves.generated';
import { PARTNER_RESERVES_AR, PARTNER_RESERVES_EN, PARTNER_RESERVES_FR } from './reserves-feature-messages';
import './partner-space.css';
import './partner-reserves.css';

/** Réserves a page. */
export const PARTNER_RESERVES_PAGE_SIZE = 10;
const STATES: PartnerReserveState[] = ['TO_LIFT', 'LIFTED', 'VALIDATED'];
/** The address's words for a state (`?etat=levees`), French as the app's other addresses. */
const SLUGS: Record<PartnerReserveState, string> = { TO_LIFT: 'a-lever', LIFTED: 'levees', VALIDATED: 'validees' };
const stateOf = (search: URLSearchParams): PartnerReserveState => STATES.find((s) => SLUGS[s] === search.get('etat')) ?? 'TO_LIFT';

/**
 * `/reserves-partenaire` (issue 37, the partner's side of the punch list): the réserves companies gave to the partner's
 * listing, to lift first (the nearest due date first), then those lifted and waiting for the check, and those validated.
 * « Marquer levée » sends a note and photos of the work; the company is told and checks it.
 */
function PartnerReservesScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [search, setSearch] = useSearchParams();
  const state = stateOf(search);
  const [page, setPage] = useState(0);
  const [lifting, setLifting] = useState<SpacePartnerReserveFieldsFragment | null>(null);
  const asked = useQuery(SpacePartnerReservesDocument, {
    variables: { state, page, size: PARTNER_RESERVES_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const answer = asked.data?.partnerReserves ?? asked.previousData?.partnerReserves;
  const counts = answer?.counts ?? { toLift: 0, lifted: 0, validated: 0 };
  const countOf: Record<PartnerReserveState, number> = { TO_LIFT: counts.toLift, LIFTED: counts.lifted, VALIDATED: counts.validated };
  const show = (next: PartnerReserveState) => {
    setPage(0);
    setSearch(next === 'TO_LIFT' ? {} : { etat: SLUGS[next] }, { replace: true });
  };

  return (
    <div className="ps-page pr-page">
      <div className="page-header ps-header">
        <div className="ps-heading">
          <LinkButton to="/dashboard-partenaire" type="default">
            <ArrowLeftOutlined aria-hidden /> {t('partnerReserves.back')}
          </LinkButton>
          <Typography.Title level={1} style={{ fontSize: 26 }}>
            {t('partnerReserves.title')}
          </Typography.Title>
          <p className="ps-secondary">{t('partnerReserves.intro')}</p>
        </div>
      </div>
      <Segmented<PartnerReserveState>
        block
        className="pr-states"
        aria-label={t('partnerReserves.state')}
        value={state}
        options={STATES.map((s) => ({ value: s, label: t(`partnerReserves.state.${s}`, { count: countOf[s] }) }))}
        onChange={show}
      />
      {asked.error && !answer ? (
        <Card className="ps-card">
          <Result
            status="warning"
            title={t('partnerReserves.loadError')}
            extra={
              <Button type="primary" onClick={() => void asked.refetch().catch(() => undefined)}>
                {t('partnerReserves.retry')}
              </Button>
            }
          />
        </Card>
      ) : !asked.data && asked.loading ? (
        <Card className="ps-card">
          <Skeleton active paragraph={{ rows: 6 }} />
        </Card>
      ) : asked.data?.partnerReserves.items.length ? (
        <div className="pr-list">
          {asked.data.partnerReserves.items.map((r) => (
            <PartnerReserveCard key={r.id} reserve={r} onLift={setLifting} />
          ))}
        </div>
      ) : (
        <Card className="ps-card">
          <Empty description={t(`partnerReserves.empty.${state}`)} />
        </Card>
      )}
      {answer && answer.total > PARTNER_RESERVES_PAGE_SIZE ? (
        <Pagination
          simple
          current={page + 1}
          pageSize={PARTNER_RESERVES_PAGE_SIZE}
          total={answer.total}
          showSizeChanger={false}
          onChange={(p) => setPage(p - 1)}
        />
      ) : null}
      {lifting ? (
        <LiftPartnerReserveModal
          reserve={lifting}
          onClose={() => setLifting(null)}
          onLifted={() => {
            setLifting(null);
            void asked.refetch().catch(() => undefined);
          }}
        />
      ) : null}
    </div>
  );
}

/** With its own messages, which load with it (not with the private area). */
export default function PartnerReservesPage() {
  return (
    <FeatureMessages fr={PARTNER_RESERVES_FR} en={PARTNER_RESERVES_EN} ar={PARTNER_RESERVES_AR}>
      <PartnerReservesScreen />
    </FeatureMessages>
  );
}
