import { EnvironmentOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Input, Pagination, Select, Skeleton, Tag } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { say } from '../../../app/intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import type { PublicPartnerDirectoryQuery } from '../../../gql/graphql';
import { type PartnerCardData, PublicPartnerDirectory } from './operations';
import { PartnerAvatar } from './PartnerAvatar';
import { CitySelect, usePlaceName, useRegions } from './places';
import { PublicPartnersFrame } from './PublicPartnersFrame';
import { isServiceCode, SERVICE_CODES, serviceLabelId } from './service-types';
import { foldedLabelFilter } from '../../../shared/form/folded-filter';

/** Cards per page (PARTNER_LIMITS.pageSize). */
export const DIRECTORY_PAGE_SIZE = 12;
/** The api refuses a longer search (partner.search.max). */
const SEARCH_MAX = 100;
const SEARCH_DELAY_MS = 300;

export interface DirectoryFilters {
  q: string;
  type: string | null;
  region: string | null;
  city: string | null;
  /** From 1, as the address shows it. */
  page: number;
}

/** The filters from the address (`?q=&type=&region=&city=&page=`); what makes no sense is dropped. */
export function readFilters(params: URLSearchParams): DirectoryFilters {
  const type = params.get('type');
  const region = params.get('region') || null;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    q: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    type: isServiceCode(type) ? type : null,
    region,
    // A city is chosen within a region.
    city: region ? params.get('city') || null : null,
    page: Number.isFinite(page) && page > 1 ? page : 1,
  };
}

/** The address's query string for `filters`, without the empty ones (page 1 included), so a link stays short. */
export function filtersQuery(filters: DirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = filters.q.trim();
  if (q) params.set('q', q);
  if (filters.type) params.set('type', filters.type);
  if (filters.region) params.set('region', filters.region);
  if (filters.region && filters.city) params.set('city', filters.city);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

type Answer = { status: 'loading' } | { status: 'ready'; data: PublicPartnerDirectoryQuery } | { status: 'error'; message: string };

function PartnerCard({ partner }: { partner: PartnerCardData }) {
  const intl = useIntl();
  const placeName = usePlaceName();
  const places = partner.cities.length ? partner.cities : partner.regions;
  const shownPlaces = places.slice(0, 4).map(placeName);
  const shownTypes = partner.serviceTypes.slice(0, 3);
  const moreTypes = partner.serviceTypes.length - shownTypes.length;
  return (
    <Card className="pp-card" hoverable>
      <div className="pp-card-head">
        <PartnerAvatar name={partner.name} logoUrl={partner.logoUrl} size={56} />
        <h2 className="pp-card-title">
          <Link className="pp-card-link" to={`/partenaires/${encodeURIComponent(partner.id)}`}>
            {partner.name}
          </Link>
        </h2>
      </div>
      {partner.serviceTypes.length ? (
        <ul className="pp-tags" aria-label={intl.formatMessage({ id: 'publicPartners.card.services' })}>
          {shownTypes.map((code) => (
            <li key={code}>
              <Tag color="blue">
                <FormattedMessage id={serviceLabelId(code)} />
              </Tag>
            </li>
          ))}
          {moreTypes > 0 ? (
            <li>
              <Tag>
                <FormattedMessage id="publicPartners.card.more" values={{ count: moreTypes }} />
              </Tag>
            </li>
          ) : null}
        </ul>
      ) : null}
      {places.length ? (
        <p className="pp-places">
          <EnvironmentOutlined aria-hidden="true" />
          <span>
            <span className="visually-hidden">
              <FormattedMessage id="publicPartners.card.zones" />
              {' : '}
            </span>
            {shownPlaces.join(', ')}
            {places.length > shownPlaces.length
              ? ` ${intl.formatMessage({ id: 'publicPartners.card.more' }, { count: places.length - shownPlaces.length })}`
              : ''}
          </span>
        </p>
      ) : null}
      {partner.summary ? <p className="pp-summary">{partner.summary}</p> : null}
    </Card>
  );
}

function CardSkeletons() {
  const intl = useIntl();
  return (
    <ul className="pp-grid" aria-busy="true" aria-label={intl.formatMessage({ id: 'publicPartners.directory.loading' })}>
      {Array.from({ length: 6 }, (_, i) => (
        <li key={i}>
          <Card className="pp-card">
            <Skeleton active avatar={{ shape: 'square', size: 56 }} title={{ width: '60%' }} paragraph={{ rows: 3 }} />
          </Card>
        </li>
      ))}
    </ul>
  );
}

function Directory() {
  const intl = useIntl();
  const placeName = usePlaceName();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { q, type, region, city, page } = filters;
  const { regions, loading: regionsLoading } = useRegions();
  const [answer, setAnswer] = useState<Answer>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const resultsRef = useRef<HTMLHeadingElement>(null);

  // The search box answers at once; the address (and the list) follow once the user pauses.
  const [typed, setTyped] = useState(q);
  useEffect(() => setTyped(q), [q]);

  /** New filters in the address: a new history entry (Back returns to the previous ones), the search's pauses replace. */
  const apply = (next: Partial<DirectoryFilters>, replace = false) =>
    setParams(filtersQuery({ ...filters, page: 1, ...next }), { replace, preventScrollReset: true });

  useEffect(() => {
    if (typed.trim() === q.trim()) return undefined;
    const timer = window.setTimeout(() => apply({ q: typed }, true), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
    // `apply` reads the current filters: only the typed text restarts the pause.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  useEffect(() => {
    let live = true;
    setAnswer({ status: 'loading' });
    graphqlRequest(PublicPartnerDirectory, {
      search: q.trim() || null,
      serviceType: type,
      region,
      city,
      page: page - 1,
      size: DIRECTORY_PAGE_SIZE,
    }).then(
      (data) => live && setAnswer({ status: 'ready', data }),
      (err: unknown) => {
        if (!live) return;
        const error = toApiError(err);
        setAnswer({ status: 'error', message: error.code === 'BAD_USER_INPUT' ? say(error.messageId ?? error.message, intl) : '' });
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q, type, region, city, page, attempt]);

  // A page past the end (a shared link after partners left): the last page instead.
  const data = answer.status === 'ready' ? answer.data.partners : null;
  useEffect(() => {
    if (data && !data.items.length && data.total > 0 && page > 1) apply({ page: Math.max(1, Math.ceil(data.total / DIRECTORY_PAGE_SIZE)) }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);

  const filtered = Boolean(q.trim() || type || region || city);
  const reset = () => {
    setTyped('');
    setParams(new URLSearchParams(), { preventScrollReset: true });
  };

  return (
    <>
      <h1 className="pp-title">
        <FormattedMessage id="publicPartners.directory.title" />
      </h1>
      <p className="pp-subtitle">
        <FormattedMessage id="publicPartners.directory.subtitle" />
      </p>

      <form
        className="pp-filters"
        role="search"
        aria-label={intl.formatMessage({ id: 'publicPartners.filters' })}
        onSubmit={(e) => {
          e.preventDefault();
          if (typed.trim() !== q.trim()) apply({ q: typed }, true);
        }}
      >
        <div className="pp-filter pp-filter-search">
          <label className="pp-filter-label" htmlFor="pp-filter-q">
            <FormattedMessage id="publicPartners.filter.search" />
          </label>
          <Input
            id="pp-filter-q"
            type="search"
            size="large"
            allowClear
            maxLength={SEARCH_MAX}
            value={typed}
            prefix={<SearchOutlined aria-hidden="true" />}
            placeholder={intl.formatMessage({ id: 'publicPartners.filter.searchPlaceholder' })}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <div className="pp-filter">
          <label className="pp-filter-label" htmlFor="pp-filter-type">
            <FormattedMessage id="publicPartners.filter.type" />
          </label>
          <Select
            id="pp-filter-type"
            size="large"
            allowClear
            value={type ?? undefined}
            placeholder={intl.formatMessage({ id: 'publicPartners.filter.allTypes' })}
            options={SERVICE_CODES.map((code) => ({ value: code, label: intl.formatMessage({ id: serviceLabelId(code) }) }))}
            showSearch={{ filterOption: foldedLabelFilter }}
            onChange={(v?: string) => apply({ type: v ?? null })}
          />
        </div>
        <div className="pp-filter">
          <label className="pp-filter-label" htmlFor="pp-filter-region">
            <FormattedMessage id="publicPartners.filter.region" />
          </label>
          <Select
            id="pp-filter-region"
            size="large"
            allowClear
            loading={regionsLoading}
            value={region ?? undefined}
            placeholder={intl.formatMessage({ id: 'publicPartners.filter.allRegions' })}
            options={regions.map((r) => ({ value: r.code, label: placeName(r) }))}
            showSearch={{ filterOption: foldedLabelFilter }}
            onChange={(v?: string) => apply({ region: v ?? null, city: null })}
          />
        </div>
        <div className="pp-filter">
          <label className="pp-filter-label" htmlFor="pp-filter-city">
            <FormattedMessage id="publicPartners.filter.city" />
          </label>
          <CitySelect
            key={region ?? ''}
            id="pp-filter-city"
            size="large"
            allowClear
            region={region}
            value={city}
            placeholder={intl.formatMessage({ id: 'publicPartners.filter.allCities' })}
            regionFirst={intl.formatMessage({ id: 'publicPartners.filter.cityNeedsRegion' })}
            notFound={intl.formatMessage({ id: 'publicPartners.filter.noCity' })}
            onChange={(v) => apply({ city: v })}
          />
        </div>
      </form>

      <section aria-labelledby="pp-results-total">
        <div className="pp-results-head">
          <p className="pp-total" id="pp-results-total" ref={resultsRef} aria-live="polite">
            {data ? (
              <FormattedMessage id="publicPartners.directory.total" values={{ count: data.total }} />
            ) : (
              <span className="visually-hidden">
                <FormattedMessage id="publicPartners.directory.results" />
              </span>
            )}
          </p>
          {filtered && data?.items.length ? (
            <Button type="link" onClick={reset}>
              <FormattedMessage id="publicPartners.directory.reset" />
            </Button>
          ) : null}
        </div>

        {answer.status === 'loading' ? (
          <CardSkeletons />
        ) : answer.status === 'error' ? (
          <div className="pp-state">
            <Result
              status="warning"
              title={answer.message || <FormattedMessage id="publicPartners.directory.loadError" />}
              extra={
                <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
                  <FormattedMessage id="publicPartners.retry" />
                </Button>
              }
            />
          </div>
        ) : !data?.items.length ? (
          <div className="pp-state">
            <Empty description={<FormattedMessage id={filtered ? 'publicPartners.directory.empty' : 'publicPartners.directory.emptyAll'} />}>
              {filtered ? (
                <Button type="primary" onClick={reset}>
                  <FormattedMessage id="publicPartners.directory.reset" />
                </Button>
              ) : null}
            </Empty>
          </div>
        ) : (
          <>
            <ul className="pp-grid">
              {data.items.map((p) => (
                <li key={p.id}>
                  <PartnerCard partner={p} />
                </li>
              ))}
            </ul>
            {data.total > DIRECTORY_PAGE_SIZE ? (
              <nav className="pp-pagination" aria-label={intl.formatMessage({ id: 'publicPartners.directory.results' })}>
                <Pagination
                  current={page}
                  pageSize={DIRECTORY_PAGE_SIZE}
                  total={data.total}
                  showSizeChanger={false}
                  showLessItems
                  onChange={(next) => {
                    apply({ page: next });
                    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
                  }}
                />
              </nav>
            ) : null}
          </>
        )}
      </section>
    </>
  );
}

/** `/partenaires` (SPEC §2): the public directory of published partners, its filters in the address. */
export default function DirectoryPage() {
  return (
    <PublicPartnersFrame>
      <Directory />
    </PublicPartnersFrame>
  );
}
