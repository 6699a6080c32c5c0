import { ArrowLeftOutlined, LockOutlined, MailOutlined, PhoneOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Image, Skeleton, Tag } from 'antd';
import { LazyResult as Result } from '../../../shared/components/LazyResult';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useRecordTitle } from '../../../app/routing/title-detail';
import { validAccessToken } from '../../../shared/session/session-client';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { toApiError } from '../../../shared/errors/notify';
import { ButtonLink } from './ButtonLink';
import { ContactRequestModal } from './ContactRequestModal';
import { publicPartnersMessages } from './messages';
import { type PartnerPageData, type Place, PublicPartner } from './operations';
import { PartnerAvatar } from './PartnerAvatar';
import { usePlaceName } from './places';
import { PublicPartnersFrame } from './PublicPartnersFrame';
import { serviceLabelId } from './service-types';

type State = { status: 'loading' } | { status: 'ready'; partner: PartnerPageData } | { status: 'notFound' } | { status: 'error' };

/** The viewer's token when there is a session; a session that cannot go on leaves a visitor. */
async function viewerToken(): Promise<string | undefined> {
  try {
    return (await validAccessToken()) ?? undefined;
  } catch {
    return undefined;
  }
}

async function loadPartner(id: string): Promise<PartnerPageData> {
  const token = await viewerToken();
  try {
    return (await graphqlRequest(PublicPartner, { id }, token)).partner;
  } catch (err) {
    // A token the api no longer accepts (revoked session): the page as a visitor sees it.
    if (token && toApiError(err).code === 'UNAUTHENTICATED') return (await graphqlRequest(PublicPartner, { id })).partner;
    throw err;
  }
}

/** The api's answer in the user's language when it is one of the partner messages (the api writes French). */
function inLanguage(text: string, intl: ReturnType<typeof useIntl>): string {
  const id = (Object.keys(publicPartnersMessages) as (keyof typeof publicPartnersMessages)[]).find((k) => publicPartnersMessages[k] === text);
  return id ? intl.formatMessage({ id }) : text;
}

function PlaceTags({ places, label }: { places: Place[]; label: string }) {
  const placeName = usePlaceName();
  return (
    <ul className="pp-tags" aria-label={label}>
      {places.map((p) => (
        <li key={p.code}>
          <Tag>{placeName(p)}</Tag>
        </li>
      ))}
    </ul>
  );
}

function ContactBlock({ partner }: { partner: PartnerPageData }) {
  const intl = useIntl();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const contact = partner.contact;
  return (
    <Card className="pp-contact" aria-labelledby="pp-contact-title">
      <h2 className="pp-section-title" id="pp-contact-title">
        <FormattedMessage id="publicPartners.page.contact" />
      </h2>
      {contact ? (
        <dl className="pp-contact-list">
          <div>
            <dt>
              <FormattedMessage id="publicPartners.page.contactName" />
            </dt>
            <dd>
              {contact.firstName} {contact.lastName}
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="publicPartners.page.contactEmail" />
            </dt>
            <dd>
              <MailOutlined aria-hidden="true" /> <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="publicPartners.page.contactPhone" />
            </dt>
            <dd>
              <PhoneOutlined aria-hidden="true" /> <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>
            </dd>
          </div>
        </dl>
      ) : (
        <>
          <p className="pp-contact-locked">
            <LockOutlined aria-hidden="true" /> <FormattedMessage id="publicPartners.page.contactLocked" />
          </p>
          <ButtonLink to="/sign-in" state={{ from: `${location.pathname}${location.search}` }} size="large" block>
            <FormattedMessage id="publicPartners.signIn" />
          </ButtonLink>
        </>
      )}
      {partner.canContact ? (
        <>
          {sent ? <Alert type="success" showIcon title={sent} role="status" style={{ marginBottom: 12 }} /> : null}
          <Button type="primary" size="large" block icon={<SendOutlined aria-hidden="true" />} onClick={() => setOpen(true)}>
            <FormattedMessage id="publicPartners.page.sendRequest" />
          </Button>
          <ContactRequestModal
            partner={partner}
            open={open}
            onClose={() => setOpen(false)}
            onSent={(message) => {
              setOpen(false);
              setSent(inLanguage(message, intl));
            }}
          />
        </>
      ) : null}
    </Card>
  );
}

function PartnerDetails({ partner }: { partner: PartnerPageData }) {
  const intl = useIntl();
  useRecordTitle(partner.name);
  const since = intl.formatDate(partner.createdAt, { month: 'long', year: 'numeric' });
  return (
    <div className="pp-partner">
      <Card>
        <div className="pp-section pp-identity">
          <PartnerAvatar name={partner.name} logoUrl={partner.logoUrl} size={80} />
          <div>
            <h1 className="pp-title">{partner.name}</h1>
            <p className="pp-meta">
              <span>
                <FormattedMessage id="publicPartners.page.memberSince" values={{ date: since }} />
              </span>
              {partner.ice ? (
                <span>
                  <FormattedMessage id="publicPartners.page.ice" /> : {partner.ice}
                </span>
              ) : null}
            </p>
          </div>
        </div>
        <section className="pp-section" aria-labelledby="pp-services">
          <h2 className="pp-section-title" id="pp-services">
            <FormattedMessage id="publicPartners.page.services" />
          </h2>
          <ul className="pp-tags">
            {partner.serviceTypes.map((code) => (
              <li key={code}>
                <Tag color="blue">
                  <FormattedMessage id={serviceLabelId(code)} />
                </Tag>
              </li>
            ))}
          </ul>
        </section>
        {partner.regions.length || partner.cities.length ? (
          <section className="pp-section" aria-labelledby="pp-zones">
            <h2 className="pp-section-title" id="pp-zones">
              <FormattedMessage id="publicPartners.page.zones" />
            </h2>
            {partner.regions.length ? (
              <>
                <h3 className="pp-subsection-title">
                  <FormattedMessage id="publicPartners.page.regions" />
                </h3>
                <PlaceTags places={partner.regions} label={intl.formatMessage({ id: 'publicPartners.page.regions' })} />
              </>
            ) : null}
            {partner.cities.length ? (
              <>
                <h3 className="pp-subsection-title" style={{ marginTop: 12 }}>
                  <FormattedMessage id="publicPartners.page.cities" />
                </h3>
                <PlaceTags places={partner.cities} label={intl.formatMessage({ id: 'publicPartners.page.cities' })} />
              </>
            ) : null}
          </section>
        ) : null}
        {partner.description ? (
          <section className="pp-section" aria-labelledby="pp-about">
            <h2 className="pp-section-title" id="pp-about">
              <FormattedMessage id="publicPartners.page.about" />
            </h2>
            {/* Plain text: React escapes it, the line breaks stay (white-space: pre-line). */}
            <p className="pp-description">{partner.description}</p>
          </section>
        ) : null}
        {partner.photos.length ? (
          <section className="pp-section" aria-labelledby="pp-photos">
            <h2 className="pp-section-title" id="pp-photos">
              <FormattedMessage id="publicPartners.page.photos" />
            </h2>
            <div className="pp-gallery">
              <Image.PreviewGroup>
                {partner.photos.map((photo, index) => (
                  <Image
                    key={photo.id}
                    src={photo.thumbnailUrl}
                    preview={{ src: photo.url }}
                    alt={intl.formatMessage(
                      { id: 'publicPartners.page.photoAlt' },
                      { index: index + 1, count: partner.photos.length, name: partner.name },
                    )}
                  />
                ))}
              </Image.PreviewGroup>
            </div>
          </section>
        ) : null}
      </Card>
      <ContactBlock partner={partner} />
    </div>
  );
}

function PartnerScreen() {
  const { idPartenaire = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loadPartner(idPartenaire).then(
      (partner) => live && setState({ status: 'ready', partner }),
      (err: unknown) => {
        if (!live) return;
        const { code } = toApiError(err);
        // An id that is not one (a mistyped link) is a partner that does not exist.
        setState({ status: code === 'NOT_FOUND' || code === 'BAD_USER_INPUT' ? 'notFound' : 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [idPartenaire, attempt]);

  const back = (
    <Link to="/partenaires" className="pp-back">
      <ArrowLeftOutlined aria-hidden="true" /> <FormattedMessage id="publicPartners.page.back" />
    </Link>
  );
  if (state.status === 'notFound')
    return (
      <div className="pp-state">
        <Result
          status="404"
          title={
            <h1 className="pp-title">
              <FormattedMessage id="publicPartners.page.notFound" />
            </h1>
          }
          subTitle={<FormattedMessage id="publicPartners.page.notFoundBody" />}
          extra={
            <ButtonLink to="/partenaires">
              <FormattedMessage id="publicPartners.page.toDirectory" />
            </ButtonLink>
          }
        />
      </div>
    );
  if (state.status === 'error')
    return (
      <>
        {back}
        <div className="pp-state">
          <Result
            status="warning"
            title={<FormattedMessage id="publicPartners.page.loadError" />}
            extra={
              <Button type="primary" onClick={() => setAttempt((n) => n + 1)}>
                <FormattedMessage id="publicPartners.retry" />
              </Button>
            }
          />
        </div>
      </>
    );
  return (
    <>
      {back}
      {state.status === 'loading' ? (
        <div className="pp-partner" aria-busy="true">
          <Card>
            <Skeleton active avatar={{ shape: 'square', size: 80 }} paragraph={{ rows: 6 }} />
          </Card>
          <Card>
            <Skeleton active paragraph={{ rows: 3 }} />
          </Card>
        </div>
      ) : (
        <PartnerDetails partner={state.partner} />
      )}
    </>
  );
}

/** `/partenaires/:idPartenaire`: a published partner's page; the contact and requests for a signed-in company user. */
export default function PartnerPublicPage() {
  return (
    <PublicPartnersFrame>
      <PartnerScreen />
    </PublicPartnersFrame>
  );
}
