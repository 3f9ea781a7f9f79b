// Trust-logo marquee: one loop every 10 s, 7 s up to 768 px (spec section 9; timings live in public.css).
// The list is drawn twice so the loop is seamless; the copy is hidden from screen readers. CSS stops it
// under prefers-reduced-motion, the `still` class under the app's own switch.
import { observer } from 'mobx-react-lite';
import { useReducedMotion } from '@/components/useReducedMotion';
import { useT } from '@/i18n';
import { trustLogos } from './homeContent';

export const TrustMarquee = observer(function TrustMarquee() {
  const still = useReducedMotion();
  const t = useT();
  return (
    <section className="home-section" aria-labelledby="trust-heading">
      <h2 id="trust-heading">{t('Trusted across India')}</h2>
      <div className={still ? 'marquee still' : 'marquee'} data-testid="trust-marquee">
        <ul className="marquee-track">
          {[...trustLogos, ...trustLogos].map((name, i) => (
            <li key={i} aria-hidden={i >= trustLogos.length ? true : undefined} className="trust-logo">
              {t(name)}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
});
