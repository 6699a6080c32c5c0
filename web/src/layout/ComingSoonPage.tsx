import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** A private screen of SPEC §2 whose feature has not landed yet: a real state, never a blank page. */
export default function ComingSoonPage() {
  return (
    <main className="page-center">
      <Result
        status="info"
        title={<FormattedMessage id="layout.comingSoon.title" />}
        subTitle={<FormattedMessage id="layout.comingSoon.body" />}
        extra={
          <Link to="/dashboard">
            <Button type="primary">
              <FormattedMessage id="layout.backHome" />
            </Button>
          </Link>
        }
      />
    </main>
  );
}
