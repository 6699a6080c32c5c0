import { Modal, Typography } from 'antd';
import { useIntl } from 'react-intl';
import { SiteSelect } from '../../../shared/sites/SiteSelect';

interface Props {
  title: string;
  onChoose(siteId: string): void;
  onClose(): void;
}

/** Which site a quick action is for: the sites the user works on, searched as they type; choosing one goes there. */
export default function SiteChooser({ title, onChoose, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Modal open title={title} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Typography.Paragraph type="secondary">{t('dashboard.quick.choose')}</Typography.Paragraph>
      <SiteSelect
        value={null}
        size="large"
        className="dash-quick-site"
        aria-label={t('dashboard.quick.site')}
        placeholder={t('dashboard.quick.site.placeholder')}
        notFoundContent={t('dashboard.quick.site.none')}
        onChange={(id) => (id ? onChoose(id) : undefined)}
      />
    </Modal>
  );
}
