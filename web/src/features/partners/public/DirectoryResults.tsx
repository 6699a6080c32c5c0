import { Button, Empty, Pagination } from 'antd';
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PublicPartnerDirectoryQuery } from '../../../gql/graphql';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { DIRECTORY_PAGE_SIZE } from './directory-filters';
import { PartnerCard, PartnerCardSkeletons } from './PartnerCard';

export type DirectoryAnswer = { status: 'loading' } | { status: 'ready'; data: PublicPartnerDirectoryQuery } | { status: 'error'; message: string };

interface Props {
  answer: DirectoryAnswer;
  page: number;
  /** Some filter is set: an empty answer offers to clear them. */
  filtered: boolean;
  onPage(page: number): void;
  onReset(): void;
  onRetry(): void;
}

/** The directory's answer: its count, the cards a page at a time, or why there are none. */
export function DirectoryResults({ answer, page, filtered, onPage, onReset, onRetry }: Props) {
  const intl = useIntl();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const data = answer.status === 'ready' ? answer.data.partners : null;
  return (
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
          <Button type="link" onClick={onReset}>
            <FormattedMessage id="publicPartners.directory.reset" />
          </Button>
        ) : null}
      </div>

      {answer.status === 'loading' ? (
        <PartnerCardSkeletons />
      ) : answer.status === 'error' ? (
        <div className="pp-state">
          <Result
            status="warning"
            title={answer.message || <FormattedMessage id="publicPartners.directory.loadError" />}
            extra={
              <Button type="primary" onClick={onRetry}>
                <FormattedMessage id="publicPartners.retry" />
              </Button>
            }
          />
        </div>
      ) : !data?.items.length ? (
        <div className="pp-state">
          <Empty description={<FormattedMessage id={filtered ? 'publicPartners.directory.empty' : 'publicPartners.directory.emptyAll'} />}>
            {filtered ? (
              <Button type="primary" onClick={onReset}>
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
                  onPage(next);
                  resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
                }}
              />
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
