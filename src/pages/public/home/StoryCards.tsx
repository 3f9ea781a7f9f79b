// The home page's four client stories as cards, fetched with the stories themselves (HomeTestimonials.tsx):
// they are far below the first screen, so the cards' code stays out of the first load of /.
import type { BlogCard } from '@contract';
import { TestimonialCard } from '../shared/TestimonialCard';

export default function StoryCards({ stories }: { stories: readonly BlogCard[] }) {
  return (
    <ul className="card-grid four">
      {stories.slice(0, 4).map((story) => (
        <li key={story._id}>
          <TestimonialCard story={story} />
        </li>
      ))}
    </ul>
  );
}
