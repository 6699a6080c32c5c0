import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { sessionState } from '../app/session/session-client';

export default function NotFoundPage() {
  const home = sessionState() === 'active' ? '/dashboard' : '/sign-in';
  return (
    <main className="page-center">
      <Result
        status="404"
        title="404"
        subTitle={
          <>
            <strong style={{ display: 'block', fontSize: 18 }}>
              <FormattedMessage id="layout.notFound.title" />
            </strong>
            <FormattedMessage id="layout.notFound.body" />
          </>
        }
        extra={
          <Link to={home}>
            <Button type="primary">
              <FormattedMessage id="layout.backHome" />
            </Button>
          </Link>
        }
      />
    </main>
  );
}
