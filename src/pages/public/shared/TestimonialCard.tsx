// One client story as a card; the whole card opens /blog/{slug}.
import type { BlogCard } from '@contract';
import { Link } from 'react-router-dom';
import { useT } from '@/i18n';
import { glyphs } from '@/components/glyphs';

export function TestimonialCard({ story }: { story: BlogCard }) {
  const t = useT();
  return (
    <Link to={`/blog/${story.slug}`} className="card testimonial-card" data-testid="testimonial-card">
      <p className="rating">
        <span aria-hidden="true">{glyphs.star.repeat(story.rating)}</span>
        <span className="visually-hidden">{t('Rated {rating} out of 5', { rating: story.rating })}</span>
      </p>
      <p className="testimonial-comment">
        {glyphs.openQuote}
        {story.comment}
        {glyphs.closeQuote}
      </p>
      <p className="testimonial-author">
        <strong>{story.author}</strong>
        <span className="muted">{story.profession}</span>
      </p>
    </Link>
  );
}
