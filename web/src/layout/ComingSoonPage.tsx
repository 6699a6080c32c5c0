import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';

/** A private screen of SPEC §2 whose feature has not landed yet: a real state, never a blank page. */
export default function ComingSoonPage() {
  return (
    <main className="page-center">
      <Result
        status="info"
        title={<FormattedMessage id="layout.comingSoon.title" />}
        subTitle={<FormattedMessage id="layout.comingSoon.body" />}
        extra={
          <LinkButton to="/dashboard"><FormattedMessage id="layout.backHome" /></LinkButton>
        }
      />
    </main>
  );
}
