// antd's Pagination for a list paged by number (search results, a profile's reviews): a pager shows only once the
// results have come and there is more than a page of them, so the screen paints without it (Pagination is
// 7 kB gzip and brings antd's Select, 22.7 kB, for its page-size changer). Its module is requested as soon as a
// screen that has a pager is evaluated (earlyPart), so it is here by the time the results are; until then a
// box of the pager's height and class holds its place, so nothing below it moves. Same props as antd's.
import type { PaginationProps } from 'antd';
import { earlyPart } from './lazyPart';

export const LazyPagination = earlyPart<PaginationProps>(
  async () => (await import('antd/es/pagination')).default,
  ({ className }) => <div className={`pager-placeholder ${className ?? ''}`} aria-hidden />,
);
