import { Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../shared/components/LinkButton';
import { sessionState } from '../shared/session/session-client';
import { homePath } from '../shared/session/storage';

export default function NotFoundPage() {
  const home = sessionState() === 'active' ? homePath() : '/sign-in';
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
          <LinkButton to={home}>
            <FormattedMessage id="layout.backHome" />
          </LinkButton>
        }
      />
    </main>
  );
}
