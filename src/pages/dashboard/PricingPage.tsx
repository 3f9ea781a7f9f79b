// Pricing (/pricing): the spec's two premium cards; both go to /payment with the chosen plan.
import { plans } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';
import { msg, T, useT } from '@/i18n';
import { upgradeLabels } from './pricingWords';

const benefits = [
  msg('Highlighted profile'),
  msg('Unlimited consultations'),
  msg('In-depth engagement reports'),
  msg('Appointment scheduling'),
  msg('24/7 assistance'),
];

function Benefits() {
  const t = useT();
  return (
    <ul>
      {benefits.map((b) => (
        <li key={b}>{t(b)}</li>
      ))}
    </ul>
  );
}

export default function PricingPage() {
  const navigate = useNavigate();
  const t = useT();
  return (
    <Page
      heading={t('Choose your plan')}
      description={t(
        'Highlighted profile, unlimited consultations, reports, scheduling and 24/7 assistance.',
      )}
    >
      <div className="plan-cards">
        <Panel title={t('Monthly')} className="plan-card">
          <p>
            <T
              id="<0>{price}</0> per month"
              values={{ price: formatRupees(plans.monthly.pricePaise) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <Benefits />
          <Button type="primary" block onClick={() => navigate('/payment?plan=monthly')}>
            {t(upgradeLabels.monthly)}
          </Button>
        </Panel>
        <Panel
          title={t('Yearly')}
          extra={<Tag color="gold">{t("People's choice")}</Tag>}
          className="plan-card"
        >
          <p>
            <T
              id="<0>{price}</0> per year"
              values={{ price: formatRupees(plans.yearly.pricePaise) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p>{t('Save 15.91% every month')}</p>
          <Benefits />
          <Button type="primary" block onClick={() => navigate('/payment?plan=yearly')}>
            {t(upgradeLabels.yearly)}
          </Button>
        </Panel>
      </div>
    </Page>
  );
}
