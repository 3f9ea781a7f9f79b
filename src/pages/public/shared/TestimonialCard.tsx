// One client story as a card; the whole card opens /blog/{slug}.
import type { BlogCard } from '@contract';
import { Link } from 'react-router-dom';

export function TestimonialCard({ story }: { story: BlogCard }) {
  return (
    <Link to={`/blog/${story.slug}`} className="card testimonial-card" data-testid="testimonial-card">
      <p className="rating">
        <span aria-hidden="true">{'★'.repeat(story.rating)}</span>
        <span className="visually-hidden">Rated {story.rating} out of 5</span>
      </p>
      <p className="testimonial-comment">“{story.comment}”</p>
      <p className="testimonial-author">
        <strong>{story.author}</strong>
        <span className="muted">{story.profession}</span>
      </p>
    </Link>
  );
}
