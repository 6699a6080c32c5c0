import { RocketOutlined } from '@ant-design/icons';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import type { DashboardQuery } from '../../../gql/graphql';

type Checklist = NonNullable<DashboardQuery['welcomeChecklist']>;

/** A new company's way to `/dashboard-users/`, until its six first steps are done; then it disappears. */
export function GettingStarted({ checklist }: { checklist: Checklist }) {
  const steps = [
    checklist.companyDetails,
    checklist.firstSite,
    checklist.teamInvited,
    checklist.personnel,
    checklist.suppliers,
    checklist.firstQuote,
  ];
  const done = steps.filter(Boolean).length;
  if (done === steps.length) return null;
  // Plain markup: antd's Alert would add its code to the dashboard's budgeted chunk for one line of text.
  return (
    <p className="dash-start" role="note">
      <RocketOutlined aria-hidden /> <FormattedMessage id="dashboard.start.text" values={{ done, total: steps.length }} />{' '}
      <Link to="/dashboard-users/">
        <FormattedMessage id="dashboard.start.link" />
      </Link>
    </p>
  );
}
