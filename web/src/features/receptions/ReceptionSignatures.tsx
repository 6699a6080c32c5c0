import { useIntl } from 'react-intl';
import type { ReceptionFieldsFragment } from '../../gql/graphql';

/**
 * Who signed for whom, and the drawing itself: the company's, then the client's (an empty box while the PV awaits it;
 * a name without a drawing when the client typed it on the signature page, its proof in the request's certificate).
 */
export function ReceptionSignatures({ reception }: { reception: ReceptionFieldsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const signers = [
    ['reception.signature.company', reception.companySignerName, reception.companySignatureUrl],
    ['reception.signature.client', reception.clientSignerName, reception.clientSignatureUrl],
  ] as const;
  return (
    <div className="reception-signatures">
      {signers.map(([role, name, url]) => (
        <figure key={role} className={`reception-signature${name ? '' : ' is-awaited'}`}>
          <figcaption>
            <span className="reception-label">{t(role)}</span>
            {name ? <strong>{name}</strong> : <span className="reception-secondary">{t('reception.signature.awaited')}</span>}
          </figcaption>
          {url ? <img src={url} alt={t('reception.signature.of', { name: name ?? '' })} /> : null}
          {name && !url ? <p className="reception-signature-typed">{t('reception.signature.typed')}</p> : null}
        </figure>
      ))}
    </div>
  );
}
