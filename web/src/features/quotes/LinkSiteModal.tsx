import { useMutation } from '@apollo/client/react';
import { Alert, Modal } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { say } from '../../shared/intl/current-intl';
import { LinkQuoteToSiteDocument } from './mail/quote-mail.generated';
import { notifySuccess, toApiError } from '../../shared/errors/notify';
import { SiteSelect } from '../../shared/sites/SiteSelect';

/** 'Lier à un chantier': an accepted quote without a site joins one that already exists. */
export function LinkSiteModal({ quote, onClose, onLinked }: { quote: { id: string; reference: string }; onClose(): void; onLinked(): void }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [link, { loading }] = useMutation(LinkQuoteToSiteDocument);
  const [siteId, setSiteId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const title = t('quotes.link.title', { reference: quote.reference });
  const submit = async () => {
    if (!siteId) return setError(t('quotes.link.required'));
    try {
      const site = (await link({ variables: { id: quote.id, siteId } })).data?.linkQuoteToSite.site;
      notifySuccess(t('quotes.link.done', { reference: quote.reference, name: site?.name ?? '' }));
      onLinked();
      onClose();
    } catch (err) {
      const api = toApiError(err);
      setError(say(api.fields?.siteId ?? api.messageId ?? api.message, intl));
    }
  };
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('quotes.link.submit')}
      cancelText={t('quotes.cancel')}
      confirmLoading={loading}
      destroyOnHidden
    >
      <p>{t('quotes.link.help')}</p>
      <label htmlFor="quote-link-site" className="visually-hidden">
        {t('quotes.col.site')}
      </label>
      <SiteSelect
        id="quote-link-site"
        aria-label={t('quotes.col.site')}
        value={siteId}
        onChange={(id) => (setSiteId(id), setError(null))}
        placeholder={t('quotes.link.placeholder')}
        notFoundContent={t('quotes.link.noSite')}
        status={error ? 'error' : undefined}
        size="large"
        className="quote-link-select"
      />
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: 12 }} role="alert" /> : null}
    </Modal>
  );
}
