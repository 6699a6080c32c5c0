import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { say } from '../../../shared/intl/current-intl';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { PublicPartnerDirectory } from './operations';
import { DirectoryFiltersForm } from './DirectoryFiltersForm';
import { type DirectoryFilters, DIRECTORY_PAGE_SIZE, filtersQuery, readFilters } from './directory-filters';
import { type DirectoryAnswer, DirectoryResults } from './DirectoryResults';
import { PublicPartnersFrame } from './PublicPartnersFrame';

const SEARCH_DELAY_MS = 300;

function Directory() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const { q, type, region, city, page } = filters;
  const [answer, setAnswer] = useState<DirectoryAnswer>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

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

      <DirectoryFiltersForm filters={filters} typed={typed} onType={setTyped} apply={apply} />

      <DirectoryResults
        answer={answer}
        page={page}
        filtered={filtered}
        onPage={(next) => apply({ page: next })}
        onReset={reset}
        onRetry={() => setAttempt((n) => n + 1)}
      />
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
