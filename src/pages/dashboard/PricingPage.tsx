// Pricing (/pricing): the spec's two premium cards; both go to /payment with the chosen plan.
import { plans } from '@contract/moneyTerms';
import { formatRupees } from '@contract/rupees';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/Page';
import { Panel } from '@/components/Panel';

const benefits = [
  'Highlighted profile',
  'Unlimited consultations',
  'In-depth engagement reports',
  'Appointment scheduling',
  '24/7 assistance',
];

function Benefits() {
  return (
    <ul>
      {benefits.map((b) => (
        <li key={b}>{b}</li>
      ))}
    </ul>
  );
}

export default function PricingPage() {
  const navigate = useNavigate();
  return (
    <Page
      heading="Choose your plan"
      description="Highlighted profile, unlimited consultations, reports, scheduling and 24/7 assistance."
    >
      <div className="plan-cards">
        <Panel title="Monthly" className="plan-card">
          <p>
            <strong>{formatRupees(plans.monthly.pricePaise)}</strong> per month
          </p>
          <Benefits />
          <Button type="primary" block onClick={() => navigate('/payment?plan=monthly')}>
            Upgrade Premium at ₹99/-
          </Button>
        </Panel>
        <Panel title="Yearly" extra={<Tag color="gold">People's choice</Tag>} className="plan-card">
          <p>
            <strong>{formatRupees(plans.yearly.pricePaise)}</strong> per year
          </p>
          <p>Save 15.91% every month</p>
          <Benefits />
          <Button type="primary" block onClick={() => navigate('/payment?plan=yearly')}>
            Upgrade Premium at ₹999/-
          </Button>
        </Panel>
      </div>
    </Page>
  );
}
