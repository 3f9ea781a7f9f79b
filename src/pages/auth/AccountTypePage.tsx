// Account type choice (spec: /account-creation): two cards, client (consumer) and lawyer (professional), each
// saying what the account is for; the whole card follows its link. Log in for those who have an account.
import BankOutlined from '@ant-design/icons/BankOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { AuthLinks } from './parts/AuthLinks';

const cards = [
  {
    key: 'client',
    to: '/account-creation/consumer',
    icon: <UserOutlined />,
    title: 'I need legal help',
    text: 'A client account, free to open.',
    points: ['Find verified lawyers', 'Book a call, chat or office visit', 'Get documents drafted'],
    cta: 'Sign up as a client',
  },
  {
    key: 'lawyer',
    to: '/account-creation/professional',
    icon: <BankOutlined />,
    title: 'I am a lawyer',
    text: 'A professional account: joining fee ₹0/-.',
    points: ['Set your own fees and hours', 'Clients book you once verified', 'Earnings paid out weekly'],
    cta: 'Sign up as a lawyer',
  },
];

export default function AccountTypePage() {
  // A referral link (?ref=) or a consultation choice is carried on to the form.
  const [params] = useSearchParams();
  const query = params.toString() ? `?${params.toString()}` : '';
  return (
    <Page
      heading="Choose your account type"
      description="Sign up as a consumer seeking legal help, or as a professional offering it."
    >
      <div className="account-type-cards">
        {cards.map((card) => (
          <article key={card.key} className="account-type-card" aria-labelledby={`account-type-${card.key}`}>
            <span className="account-type-icon" aria-hidden="true">
              {card.icon}
            </span>
            <h2 id={`account-type-${card.key}`} className="account-type-title">
              {card.title}
            </h2>
            <p>{card.text}</p>
            <ul>
              {card.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            <Link to={`${card.to}${query}`} className="account-type-cta">
              {card.cta} →
            </Link>
          </article>
        ))}
      </div>
      <p>
        Already have an account? <Link to="/login">Log in</Link>
      </p>
      <AuthLinks />
    </Page>
  );
}
