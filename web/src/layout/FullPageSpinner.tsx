import { FormattedMessage } from 'react-intl';

/** Shown while a lazy screen loads; plain CSS so the entry chunk stays small. */
export function FullPageSpinner() {
  return (
    <div className="page-center" role="status" aria-live="polite">
      <span className="page-spinner" aria-hidden="true" />
      <span className="visually-hidden">
        <FormattedMessage id="layout.loading" />
      </span>
    </div>
  );
}
