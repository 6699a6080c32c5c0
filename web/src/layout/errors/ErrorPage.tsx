import { AntdScope } from '../../app/antd/AntdScope';
import { Button, Result } from 'antd';
import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { sessionState } from '../../shared/session/session-client';
import { homePath } from '../../shared/session/storage';
import { LinkButton } from '../../shared/components/LinkButton';
import NotFoundPage from '../NotFoundPage';

export type ErrorCode = '401' | '403' | '404' | '500';

/** SPEC §2 error pages: 401 not authorised, 403 session expired (sign in), 404, 500; each with its button. */
export function ErrorView({ code, inLayout = false }: { code: ErrorCode; inLayout?: boolean }) {
  if (code === '404') return <NotFoundPage />;
  const home = sessionState() === 'active' ? homePath() : '/sign-in';
  const action =
    code === '403' ? (
      <LinkButton to="/sign-in" state={{ notice: 'session.expired' }}>
        <FormattedMessage id="error.signIn" />
      </LinkButton>
    ) : code === '500' ? (
      <>
        <Button type="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="error.retry" />
        </Button>
        <LinkButton to={home} type="default">
          <FormattedMessage id="error.backHome" />
        </LinkButton>
      </>
    ) : (
      <LinkButton to={home}>
        <FormattedMessage id="error.backHome" />
      </LinkButton>
    );
  const Tag = inLayout ? 'div' : 'main';
  return (
    <Tag className="page-center">
      <Result
        status={code === '401' ? '403' : code === '403' ? 'warning' : '500'}
        title={code}
        subTitle={
          <>
            <strong style={{ display: 'block', fontSize: 18 }}>
              <FormattedMessage id={`error.${code}.title`} />
            </strong>
            <FormattedMessage id={`error.${code}.body`} />
          </>
        }
        extra={action}
      />
    </Tag>
  );
}

/** Route `/erreur/:code`. */
export default function ErrorPage() {
  const { code } = useParams();
  const known: ErrorCode = code === '401' || code === '403' || code === '500' ? code : '404';
  return (
    <AntdScope>
      <ErrorView code={known} />
    </AntdScope>
  );
}
