import { DeleteOutlined, EditOutlined, FilePdfOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Popconfirm, Tag } from 'antd';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { PlanFieldsFragment, PlanVersionFieldsFragment } from '../../gql/graphql';
import { notifySuccess, toApiError } from '../../shared/errors/notify';
import { formatDay } from '../../shared/format/day';
import { say } from '../../shared/intl/current-intl';
import { Can } from '../../shared/session/Can';
import { viewerPath } from './paths';
import { DeletePlanDocument } from './punch-list.generated';
import { isPdf } from './reserve-status';

type Plan = PlanFieldsFragment;
type Version = PlanVersionFieldsFragment;

/** An image sheet's picture, a PDF's icon (its pages are drawn by the viewer only, which loads pdf.js). */
function Thumbnail({ plan }: { plan: Plan }) {
  const intl = useIntl();
  const v = plan.currentVersion;
  return isPdf(v.contentType) ? (
    <span className="punch-plan-thumb is-pdf" aria-hidden>
      <FilePdfOutlined />
    </span>
  ) : (
    <img className="punch-plan-thumb" src={v.fileUrl} alt={intl.formatMessage({ id: 'plans.thumbnail' }, { title: plan.title })} loading="lazy" />
  );
}

/** Every version, the newest first: the one in force, and the others tagged superseded with the index that replaced them. */
function Versions({ siteId, plan }: { siteId: string; plan: Plan }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const row = (v: Version) => t('plans.versionRow', { number: v.number, date: formatDay(v.uploadedAt), name: v.uploadedByName });
  return (
    <ol className="punch-versions" aria-label={t('plans.versions')}>
      {plan.versions.map((v) => (
        <li key={v.id} className={v.superseded ? 'is-superseded' : undefined}>
          <Link to={viewerPath(siteId, plan.id, { version: v.superseded ? v.number : undefined })}>{row(v)}</Link>
          {v.superseded ? (
            <Tag color="warning">{t('plans.superseded', { number: v.supersededBy ?? plan.currentVersion.number })}</Tag>
          ) : (
            <Tag color="success">{t('plans.current.tag')}</Tag>
          )}
          {v.note ? <span className="punch-secondary">{v.note}</span> : null}
        </li>
      ))}
    </ol>
  );
}

interface Props {
  siteId: string;
  plan: Plan;
  onNewVersion(): void;
  onRename(): void;
  onDeleted(): void;
}

/**
 * A plan of the site: its sheet in force (index, date, pages), its réserves, what can be done to it, and its versions.
 * A delete the api refuses (réserves still pinned on it) stays said in the card, with what to do.
 */
export function PlanCard({ siteId, plan, onNewVersion, onRename, onDeleted }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [showVersions, setShowVersions] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [remove, removing] = useMutation(DeletePlanDocument, { context: { silent: true } });
  const v = plan.currentVersion;
  const open = viewerPath(siteId, plan.id);

  const deletePlan = async () => {
    try {
      await remove({ variables: { id: plan.id } });
      notifySuccess(t('plans.deleted', { title: plan.title }));
      onDeleted();
    } catch (err) {
      const refused = toApiError(err);
      setRefusal(say(refused.messageId ?? refused.message, intl) || refused.message);
    }
  };

  return (
    <article className="punch-plan" aria-labelledby={`plan-${plan.id}`}>
      <Link to={open} className="punch-plan-preview" tabIndex={-1} aria-hidden>
        <Thumbnail plan={plan} />
      </Link>
      <div className="punch-plan-body">
        <h2 className="punch-plan-title" id={`plan-${plan.id}`}>
          <Link to={open}>{plan.title}</Link>
        </h2>
        <p className="punch-secondary">
          {t('plans.version.current', { number: v.number, date: formatDay(v.uploadedAt) })} · {t('plans.pages', { count: v.pageCount })}
        </p>
        <p className="punch-secondary">
          {t('plans.reserves', { count: plan.reserveCount })}
          {plan.reserveCount ? ` · ${t('plans.reserves.open', { count: plan.openReserveCount })}` : null}
        </p>
        <div className="punch-plan-actions">
          <Can action="plans.write">
            <Button icon={<PlusOutlined aria-hidden />} onClick={onNewVersion}>
              {t('plans.newVersion')}
            </Button>
            <Button icon={<EditOutlined aria-hidden />} onClick={onRename}>
              {t('plans.rename')}
            </Button>
          </Can>
          <Can action="plans.delete">
            <Popconfirm
              title={t('plans.delete.confirm', { title: plan.title })}
              description={t('plans.delete.note')}
              okText={t('plans.delete')}
              okButtonProps={{ danger: true }}
              onConfirm={deletePlan}
            >
              <Button danger icon={<DeleteOutlined aria-hidden />} loading={removing.loading}>
                {t('plans.delete')}
              </Button>
            </Popconfirm>
          </Can>
        </div>
        {refusal ? (
          <Alert type="warning" showIcon title={t('plans.delete.refused')} description={refusal} closable onClose={() => setRefusal(null)} />
        ) : null}
        {plan.versions.length > 1 ? (
          <Button type="link" className="punch-versions-toggle" aria-expanded={showVersions} onClick={() => setShowVersions((s) => !s)}>
            {showVersions ? t('plans.versions.hide') : t('plans.versions.show', { count: plan.versions.length })}
          </Button>
        ) : null}
        {showVersions ? <Versions siteId={siteId} plan={plan} /> : null}
      </div>
    </article>
  );
}
