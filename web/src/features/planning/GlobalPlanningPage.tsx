import { Typography } from 'antd';
import { FormattedMessage } from 'react-intl';
import { FeatureMessages } from '../../shared/intl/FeatureMessages';
import { planningMessages } from './messages';
import { planningMessagesEn } from './messages.en';
import { PlanningScreen } from './PlanningScreen';

/** `/planning-global/` (SPEC §2): every site's tasks the caller sees, by site and person, coloured by site. */
export default function GlobalPlanningPage() {
  return (
    <FeatureMessages fr={planningMessages} en={planningMessagesEn} ar={() => import('./messages.ar').then((m) => m.planningMessagesAr)}>
      <PlanningScreen
        header={
          <div>
            <Typography.Title level={1} style={{ fontSize: 26 }}>
              <FormattedMessage id="planning.global.title" />
            </Typography.Title>
            <Typography.Text type="secondary">
              <FormattedMessage id="planning.global.subtitle" />
            </Typography.Text>
          </div>
        }
      />
    </FeatureMessages>
  );
}
