import { http, HttpResponse } from 'msw';
import { compareFeed } from '../../domain/news.ts';
import { db } from '../core/db.ts';
import { parentChild, today, visibleToChild, feedItem } from './shared.ts';

export const newsFeedHandlers = [
  // A parent's feed: the selected child's news, pinned then newest first.
  http.get('*/api/news/feed', ({ request }) => {
    const child = parentChild(request);
    if (child instanceof Response) return child;
    const now = today();
    const items = db.data.news.items
      .filter((news) => visibleToChild(news, child.enrolment, now))
      .sort(compareFeed)
      .map((news) => feedItem(db.data, news, child.familyId));
    return HttpResponse.json({ items, unread: items.filter((item) => !item.read).length });
  }),
];
