import { useMutation } from '@apollo/client/react';
import { Card } from 'antd';
import { useIntl } from 'react-intl';
import type { SiteQuery } from '../../../gql/graphql';
import { notifySuccess } from '../../../shared/errors/notify';
import { ImageDrop } from '../../../shared/upload/ImageDrop';
import { SetSiteImageDocument } from '../sites.generated';

/** The client's photo and the plan, each replaced by a drop. */
export function SiteImagesCard({ site }: { site: SiteQuery['site'] }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const [setImage] = useMutation(SetSiteImageDocument);
  return (
    <Card title={t('site.detail.images')} style={{ marginTop: 20 }}>
      <div className="form-grid">
        {(['CLIENT_PHOTO', 'PLAN'] as const).map((kind) => (
          <div className="form-field" key={kind}>
            <span className="form-field-label">{t(kind === 'PLAN' ? 'site.detail.plan' : 'site.detail.clientPhoto')}</span>
            <ImageDrop
              shape="square"
              placeholder={kind === 'PLAN' ? 'plan' : 'picture'}
              value={{ previewUrl: (kind === 'PLAN' ? site.planUrl : site.clientPhotoUrl) ?? null }}
              onChange={(v) =>
                void setImage({ variables: { siteId: site.id, kind, fileId: v.fileId ?? null } })
                  .then(() => notifySuccess(t('sites.updated', { name: site.name })))
                  .catch(() => undefined)
              }
            />
          </div>
        ))}
      </div>
    </Card>
  );
}
