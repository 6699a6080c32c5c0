import { ArrowLeftOutlined, DownloadOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { useQuery } from '@apollo/client/react';
import { Button, Card, Select, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { useOutbox } from '../../app/offline/outbox-store';
import { useRecordTitle } from '../../app/routing/title-detail';
import type { PlanDetailQuery, ReserveFieldsFragment } from '../../gql/graphql';
import { LinkButton } from '../../shared/components/LinkButton';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { useCan } from '../../shared/session/useCan';
import { readUser } from '../../shared/session/storage';
import { UUID } from './first-queries';
import { punchListMessages } from './messages';
import { punchListMessagesEn } from './messages.en';
import { plansPath as plansOf, reservesPath, viewerPath } from './paths';
import { PlanDetailDocument } from './punch-list.generated';
import { keptReserves } from './reserve-outbox';
import { sheetOf, sheetPins } from './reserve-status';
import { ReserveFormDrawer } from './ReserveFormDrawer';
import { PinCard } from './PinCard';
import { SupersededBanner } from './ReserveParts';
import type { PinView } from './SheetView';
import { SiteProblem } from './SiteProblem';
import { usePlanReserves } from './usePlanReserves';
import './punch-list.css';
import './punch-sheet.css';

// The sheet and its libraries (pan and zoom, pdf.js for a PDF) load with this screen only, after its first paint.
const SheetView = lazy(() => import('./SheetView'));

type Plan = PlanDetailQuery['plan'];

/** The version shown (« Indice 2 », tagged when superseded) and the page, with the page turns of a PDF. */
function SheetPicker({
  plan,
  version,
  page,
  onChange,
}: {
  plan: Plan;
  version: number;
  page: number;
  onChange(version: number, page: number): void;
}) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const shown = plan.versions.find((v) => v.number === version) ?? plan.currentVersion;
  return (
    <div className="punch-viewer-picker">
      <Select<number>
        aria-label={t('viewer.version')}
        value={version}
        onChange={(v) => onChange(v, 1)}
        options={plan.versions.map((v) => ({
          value: v.number,
          label: `${t('plans.version', { number: v.number })}${v.superseded ? ` · ${t('plans.superseded.tag')}` : ''}`,
        }))}
        popupMatchSelectWidth={false}
      />
      {shown.pageCount > 1 ? (
        <span className="punch-viewer-pages" role="group" aria-label={t('viewer.page')}>
          <Button
            icon={<LeftOutlined className="flip-in-rtl" aria-hidden />}
            aria-label={t('viewer.page.previous')}
            disabled={page <= 1}
            onClick={() => onChange(version, page - 1)}
          />
          <span>{t('viewer.page.of', { page, count: shown.pageCount })}</span>
          <Button
            icon={<RightOutlined className="flip-in-rtl" aria-hidden />}
            aria-label={t('viewer.page.next')}
            disabled={page >= shown.pageCount}
            onClick={() => onChange(version, page + 1)}
          />
        </span>
      ) : null}
    </div>
  );
}

/** The pins of the sheet shown: its réserves, and the ones placed on this phone that wait for the network. */
function usePins(siteId: string, plan: Plan | undefined, reserves: ReserveFieldsFragment[] | null, version: number, page: number): PinView[] {
  const intl = useIntl();
  const kept = keptReserves(useOutbox(), readUser().id, siteId);
  if (!plan) return [];
  const own = sheetPins(reserves ?? [], version, page).map((r) => ({
    id: r.id,
    number: r.number,
    x: r.x,
    y: r.y,
    status: r.status,
    label: intl.formatMessage(
      { id: 'viewer.pin' },
      { reference: r.reference, title: r.title, status: intl.formatMessage({ id: `reserve.status.${r.status}` }) },
    ),
  }));
  const waiting = kept
    .filter((k) => k.input.planId === plan.id && k.input.version === version && (k.input.page ?? 1) === page)
    .map((k) => ({
      id: k.key,
      number: null,
      x: k.input.x ?? 0,
      y: k.input.y ?? 0,
      status: 'KEPT' as const,
      label: intl.formatMessage({ id: 'viewer.pin.kept' }, { title: k.input.title ?? '' }),
    }));
  return [...own, ...waiting];
}

/**
 * `/detail-chantier/:idChantier/plans/:planId?version=&page=` (issue 37): a plan's sheet, panned and zoomed, its réserves
 * as pins (a tap shows one's card); « Ajouter une réserve », then a tap on the spot, then its form. A superseded
 * version says so above the sheet, with the way to the one in force, and takes no new réserve.
 */
function ViewerScreen() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const { idChantier = '', planId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const valid = UUID.test(idChantier) && UUID.test(planId);
  const detail = useQuery(PlanDetailDocument, { variables: { id: planId }, skip: !valid, fetchPolicy: 'cache-and-network' });
  const plan = detail.data?.plan;
  useRecordTitle(plan?.title);
  const reserves = usePlanReserves(idChantier, planId, !valid);
  const canWrite = useCan('reserves.write');
  const [selected, setSelected] = useState<string | null>(() => search.get('reserve'));
  const [placing, setPlacing] = useState(false);
  const [spot, setSpot] = useState<{ x: number; y: number } | null>(null);
  const sheet = plan ? sheetOf(plan, search) : null;
  const pins = usePins(idChantier, plan, reserves.items, sheet?.version.number ?? 0, sheet?.page ?? 1);
  const plansPath = plansOf(idChantier);
  if (!valid || detail.error || !plan || !sheet)
    return <SiteProblem valid={valid} error={detail.error} missingId="viewer.planNotFound" back={{ to: plansPath, labelId: 'viewer.back' }} />;

  const { version, page } = sheet;
  const turn = (v: number, p: number) => {
    const next = new URLSearchParams(search);
    next.delete('reserve');
    if (v === plan.currentVersion.number) next.delete('version');
    else next.set('version', String(v));
    if (p > 1) next.set('page', String(p));
    else next.delete('page');
    setSelected(null);
    setPlacing(false);
    setSearch(next, { replace: true });
  };
  const chosen = reserves.items?.find((r) => r.id === selected) ?? null;
  const seenTrades = [...new Set((reserves.items ?? []).map((r) => r.trade).filter(Boolean))];

  return (
    <>
      <div className="page-header punch-header">
        <div className="punch-heading">
          <LinkButton to={plansPath} type="default">
            <ArrowLeftOutlined aria-hidden /> {t('viewer.back')}
          </LinkButton>
          <Typography.Title level={1} className="punch-title">
            {plan.title}
          </Typography.Title>
          <Typography.Text type="secondary">{plan.site.name}</Typography.Text>
        </div>
      </div>
      {version.superseded ? (
        <SupersededBanner
          by={version.supersededBy ?? plan.currentVersion.number}
          current={viewerPath(idChantier, plan.id)}
          note={canWrite ? t('viewer.superseded.readOnly') : undefined}
        />
      ) : null}
      {sheet.missing ? <p className="punch-secondary">{t('viewer.versionMissing')}</p> : null}
      <Card className="punch-viewer">
        <div className="punch-viewer-toolbar">
          <SheetPicker plan={plan} version={version.number} page={page} onChange={turn} />
          <div className="punch-viewer-actions">
            {canWrite && !version.superseded ? (
              <Button
                type={placing ? 'default' : 'primary'}
                icon={placing ? undefined : <PlusOutlined aria-hidden />}
                onClick={() => {
                  setSelected(null);
                  setPlacing((p) => !p);
                }}
              >
                {placing ? t('viewer.add.cancel') : t('viewer.add')}
              </Button>
            ) : null}
            <Button icon={<DownloadOutlined aria-hidden />} href={version.fileUrl} target="_blank" rel="noopener" aria-label={t('viewer.download')} />
          </div>
        </div>
        {placing ? (
          <p className="punch-placing" role="status">
            {t('viewer.add.tap')}
          </p>
        ) : null}
        <Suspense fallback={<Skeleton.Node active className="punch-sheet-skeleton" />}>
          <SheetView
            key={`${version.fileUrl}#${page}`}
            fileUrl={version.fileUrl}
            contentType={version.contentType}
            page={page}
            label={t('viewer.sheet', { page, title: plan.title, number: version.number })}
            pins={pins}
            selected={selected}
            onSelect={setSelected}
            placing={placing}
            spot={spot}
            onPlace={(at) => {
              setPlacing(false);
              setSpot(at);
            }}
          />
        </Suspense>
        <p className="punch-secondary punch-viewer-count">{t('viewer.pins', { count: pins.length })}</p>
        {chosen ? <PinCard siteId={idChantier} reserve={chosen} onClose={() => setSelected(null)} /> : null}
        <p className="punch-secondary">
          <Link to={`${reservesPath(idChantier)}?plan=${plan.id}`}>{t('reserves.title')}</Link>
        </p>
      </Card>
      {spot ? (
        <ReserveFormDrawer
          siteId={idChantier}
          place={{ planId: plan.id, version: version.number, page, ...spot }}
          planTitle={plan.title}
          reserve={null}
          seenTrades={seenTrades}
          onClose={() => setSpot(null)}
          onSaved={(made) => {
            setSpot(null);
            reserves.refetch();
            if (made) setSelected(made.id);
          }}
        />
      ) : null}
    </>
  );
}

/** With its feature's own messages, which load with it. */
export default function PlanViewerPage() {
  return (
    <FeatureMessages fr={punchListMessages} en={punchListMessagesEn} ar={() => import('./messages.ar').then((m) => m.punchListMessagesAr)}>
      <ViewerScreen />
    </FeatureMessages>
  );
}
