import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Card, Progress, Skeleton, Tag } from 'antd';
import { LazyResult as Result } from '../../shared/components/LazyResult';
import { useCallback, useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sessionState, validAccessToken } from '../../shared/session/session-client';
import { writePermissions } from '../../shared/session/permissions';
import { homePath, isPartnerSession, readUser } from '../../shared/session/storage';
import { useCan } from '../../shared/session/useCan';
import { graphqlRequest } from '../../shared/api/graphql-request';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { ButtonLink } from '../partners/public/ButtonLink';
import { PublicPartnersFrame } from '../partners/public/PublicPartnersFrame';
import { welcomeMessages } from './messages';
import { welcomeMessagesEn } from './messages.en';
import { type Checklist, WelcomeChecklist } from './operations';
import { doneCount, type Step, STEPS } from './steps';
import './welcome.css';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; checklist: Checklist };

function StepRow({ step, index, done }: { step: Step; index: number; done: boolean | null }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `welcome.step.${step.key}.title` });
  const mayDo = useCan(step.action);
  return (
    <li className={`welcome-step${done ? ' welcome-step-done' : ''}`}>
      <span className="welcome-step-mark" aria-hidden>
        {done ? <CheckCircleFilled /> : index + 1}
      </span>
      <div className="welcome-step-text">
        <h2 className="welcome-step-title">{title}</h2>
        <p>
          <FormattedMessage id={`welcome.step.${step.key}.body`} />
        </p>
      </div>
      {done === null ? null : (
        <div className="welcome-step-action">
          <Tag color={done ? 'green' : 'default'} className="welcome-tag">
            <FormattedMessage id={done ? 'welcome.done' : 'welcome.todo'} />
          </Tag>
          {mayDo ? (
            <ButtonLink to={step.path} type={done ? 'default' : 'primary'}>
              <FormattedMessage id={done ? 'welcome.open' : 'welcome.start'} />
              <span className="welcome-sr"> — {title}</span>
            </ButtonLink>
          ) : (
            <span className="welcome-step-note">
              <FormattedMessage id="welcome.byManager" />
            </span>
          )}
        </div>
      )}
    </li>
  );
}

/** A visitor: what the six steps are, and the way in. */
function VisitorWelcome() {
  return (
    <>
      <p className="welcome-lead">
        <FormattedMessage id="welcome.lead.visitor" />
      </p>
      <ol className="welcome-steps">
        {STEPS.map((step, i) => (
          <StepRow key={step.key} step={step} index={i} done={null} />
        ))}
      </ol>
      <div className="welcome-actions">
        <ButtonLink to="/sign-up" size="large">
          <FormattedMessage id="welcome.signUp" />
        </ButtonLink>
        <ButtonLink to="/sign-in" state={{ from: '/dashboard-users/' }} type="default" size="large">
          <FormattedMessage id="welcome.signIn" />
        </ButtonLink>
      </div>
    </>
  );
}

/** A company member: the live state of each step, a link to where it is done. */
function MemberWelcome() {
  const intl = useIntl();
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const fetchChecklist = useCallback(() => {
    setLoad({ state: 'loading' });
    return validAccessToken()
      .then((token) => graphqlRequest(WelcomeChecklist, {}, token ?? undefined))
      .then(
        (d) => {
          // A public page, outside the shell that keeps them: what the member may do comes with the checklist.
          writePermissions(d.userContext.user, d.userContext);
          setLoad({ state: 'ready', checklist: d.welcomeChecklist });
        },
        () => setLoad({ state: 'failed' }),
      );
  }, []);
  useEffect(() => {
    void fetchChecklist();
  }, [fetchChecklist]);
  if (load.state === 'loading') return <Skeleton active paragraph={{ rows: 8 }} />;
  if (load.state === 'failed')
    return (
      <Result
        status="warning"
        title={<FormattedMessage id="welcome.loadError" />}
        extra={<Button onClick={() => void fetchChecklist()}>{intl.formatMessage({ id: 'welcome.retry' })}</Button>}
      />
    );
  const { checklist } = load;
  const done = doneCount(checklist);
  return (
    <>
      <p className="welcome-lead">
        <FormattedMessage id="welcome.lead" values={{ company: checklist.companyName }} />
      </p>
      <div className="welcome-progress">
        <Progress
          percent={Math.round((done / STEPS.length) * 100)}
          showInfo={false}
          aria-label={intl.formatMessage({ id: 'welcome.progressLabel' })}
          strokeColor="#2e7d32"
        />
        <span>
          <FormattedMessage id="welcome.progress" values={{ done, total: STEPS.length }} />
        </span>
      </div>
      {done === STEPS.length ? (
        <Result
          status="success"
          title={<FormattedMessage id="welcome.allDone.title" />}
          subTitle={<FormattedMessage id="welcome.allDone.body" values={{ company: checklist.companyName }} />}
        />
      ) : null}
      <ol className="welcome-steps">
        {STEPS.map((step, i) => (
          <StepRow key={step.key} step={step} index={i} done={checklist[step.key]} />
        ))}
      </ol>
      <div className="welcome-actions">
        <ButtonLink to="/dashboard" size="large" type={done === STEPS.length ? 'primary' : 'default'}>
          <FormattedMessage id="welcome.toDashboard" />
        </ButtonLink>
      </div>
    </>
  );
}

/** SPEC §2 `/dashboard-users/`: the welcome check-in, public. */
export default function WelcomePage() {
  const signedIn = sessionState() === 'active';
  const partner = signedIn && isPartnerSession();
  const user = readUser();
  const named = signedIn && !partner && user.firstName;
  return (
    <PublicPartnersFrame narrow>
      <FeatureMessages fr={welcomeMessages} en={welcomeMessagesEn} ar={() => import('./messages.ar').then((m) => m.welcomeMessagesAr)}>
        <Card className="welcome-card">
          <h1 className="welcome-heading">
            {named ? <FormattedMessage id="welcome.heading.named" values={{ name: user.firstName }} /> : <FormattedMessage id="welcome.heading" />}
          </h1>
          {partner ? (
            <Result
              status="info"
              title={<FormattedMessage id="welcome.partner" />}
              extra={
                <ButtonLink to={homePath()}>
                  <FormattedMessage id="welcome.partnerHome" />
                </ButtonLink>
              }
            />
          ) : signedIn ? (
            <MemberWelcome />
          ) : (
            <VisitorWelcome />
          )}
        </Card>
      </FeatureMessages>
    </PublicPartnersFrame>
  );
}
