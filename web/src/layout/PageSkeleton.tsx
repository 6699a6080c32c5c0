import { FormattedMessage } from 'react-intl';

/**
 * A page's outline while its code loads: a title, a line, figures and a block, in plain CSS (the entry chunk has no
 * antd). `shell`: the header and sidebar too, for the first paint of a private page opened cold (a deep link), where
 * a spinner would say nothing of what is coming.
 */
export function PageSkeleton({ shell = false }: { shell?: boolean }) {
  return (
    <div className={`page-skeleton${shell ? ' page-skeleton-shell' : ''}`} role="status" aria-live="polite" aria-busy="true">
      {shell ? <div className="page-skeleton-header" /> : null}
      <div className="page-skeleton-frame">
        {shell ? <div className="page-skeleton-sidebar" /> : null}
        <div className="page-skeleton-body">
          <div className="page-skeleton-title" />
          <div className="page-skeleton-line" />
          <div className="page-skeleton-cards">
            <div />
            <div />
            <div />
          </div>
          <div className="page-skeleton-block" />
        </div>
      </div>
      <span className="visually-hidden">
        <FormattedMessage id="layout.loading" />
      </span>
    </div>
  );
}
