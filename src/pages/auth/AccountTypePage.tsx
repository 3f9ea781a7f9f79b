// Account type choice (spec: /account-creation): two cards, client (consumer) and lawyer (professional), each
// saying what the account is for; the whole card follows its link. Log in for those who have an account.
import BankOutlined from '@ant-design/icons/BankOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/Page';
import { msg, T, useT } from '@/i18n';
import { AuthLinks } from './parts/AuthLinks';

const cards = [
  {
    key: 'client',
    to: '/account-creation/consumer',
    icon: <UserOutlined />,
    title: msg('I need legal help'),
    text: msg('A client account, free to open.'),
    points: [
      msg('Find verified lawyers'),
      msg('Book a call, chat or office visit'),
      msg('Get documents drafted'),
    ],
    cta: msg('Sign up as a client'),
  },
  {
    key: 'lawyer',
    to: '/account-creation/professional',
    icon: <BankOutlined />,
    title: msg('I am a lawyer'),
    text: msg('A professional account: joining fee ₹0/-.'),
    points: [
      msg('Set your own fees and hours'),
      msg('Clients book you once verified'),
      msg('Earnings paid out weekly'),
    ],
    cta: msg('Sign up as a lawyer'),
  },
];

export default function AccountTypePage() {
  // A referral link (?ref=) or a consultation choice is carried on to the form.
  const [params] = useSearchParams();
  const t = useT();
  const query = params.toString() ? `?${params.toString()}` : '';
  return (
    <Page
      heading={t('Choose your account type')}
      description={t('Sign up as a consumer seeking legal help, or as a professional offering it.')}
    >
      <div className="account-type-cards">
        {cards.map((card) => (
          <article key={card.key} className="account-type-card" aria-labelledby={`account-type-${card.key}`}>
            <span className="account-type-icon" aria-hidden="true">
              {card.icon}
            </span>
            <h2 id={`account-type-${card.key}`} className="account-type-title">
              {t(card.title)}
            </h2>
            <p>{t(card.text)}</p>
            <ul>
              {card.points.map((point) => (
                <li key={point}>{t(point)}</li>
              ))}
            </ul>
            <Link to={`${card.to}${query}`} className="account-type-cta">
              {t(card.cta)} →
            </Link>
          </article>
        ))}
      </div>
      <p>
        <T id="Already have an account? <0>Log in</0>" components={{ 0: <Link to="/login" /> }} />
      </p>
      <AuthLinks />
    </Page>
  );
}
