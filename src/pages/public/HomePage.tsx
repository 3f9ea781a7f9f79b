// Home (spec section 2): typing headline, actions, service categories, benefits, trust marquee, Quick Buy,
// testimonials, app download and FAQ. Plain HTML and CSS only: this page is on the first load of /. At /hi and
// /ta (the prerendered Hindi and Tamil pages' addresses) it is shown in that language (LanguageSwitch.tsx).
import { Link } from 'react-router-dom';
import { usePageMeta } from '@/components/usePageMeta';
import { useT } from '@/i18n';
import { StatsRow } from './shared/StatsRow';
import { Faq } from './home/Faq';
import { HomeTestimonials } from './home/HomeTestimonials';
import { benefits, HOME_DESCRIPTION, homeStats, serviceCategories } from './home/homeContent';
import { QuickBuy } from './home/QuickBuy';
import { TrustMarquee } from './home/TrustMarquee';
import { HOME_HEADING, TypingHeadline } from './home/TypingHeadline';
import './public.css';

export default function HomePage() {
  const t = useT();
  usePageMeta(t(HOME_HEADING), t(HOME_DESCRIPTION));
  return (
    <div className="public-page">
      <section className="hero">
        <TypingHeadline />
        <p className="hero-text">
          {t(
            'Book a consultation by call or chat, and get legal documents drafted or reviewed by experts across India.',
          )}
        </p>
        <div className="hero-actions">
          <Link to="/contact" className="button-primary">
            {t('Book a demo')}
          </Link>
          <Link to="/download" className="button-secondary">
            {t('Download the App')}
          </Link>
        </div>
      </section>

      <StatsRow label={t('LexSetu in numbers')} stats={homeStats} />

      <section className="home-section" aria-labelledby="categories-heading">
        <h2 id="categories-heading">{t('Legal help for every matter')}</h2>
        <ul className="card-grid five">
          {serviceCategories.map((category) => (
            <li key={category.name} className="card">
              <h3>{t(category.name)}</h3>
              <p>{t(category.text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="home-section" aria-labelledby="benefits-heading">
        <h2 id="benefits-heading">{t('What you get with LexSetu')}</h2>
        <ul className="card-grid four">
          {benefits.map((benefit) => (
            <li key={benefit.title} className="card">
              <h3>{t(benefit.title)}</h3>
              <p>{t(benefit.text)}</p>
              <Link to={benefit.to}>{t('More on {topic}', { topic: t(benefit.title).toLowerCase() })}</Link>
            </li>
          ))}
        </ul>
      </section>

      <TrustMarquee />
      <QuickBuy />
      <HomeTestimonials />

      <section className="home-section app-download" id="download-app" aria-labelledby="app-heading">
        <h2 id="app-heading">{t('Take LexSetu with you')}</h2>
        <p>
          {t(
            'The LexSetu desktop app keeps your consultations, documents and invoices in one place, with audio and internet calls 24x7 protected by 256-bit encryption.',
          )}
        </p>
        <Link to="/download" className="button-primary">
          {t('Download the App')}
        </Link>
      </section>

      <Faq />
    </div>
  );
}
