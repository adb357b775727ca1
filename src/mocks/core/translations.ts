import { http, HttpResponse } from 'msw';
import { readLocale } from '../../i18n/localeFiles.ts';

const files: Record<string, unknown> = { fr: readLocale('fr'), en: readLocale('en'), ar: readLocale('ar') };

/** The remote locales service (API calls): `GET /api/traduction/{lng}.json`, public, no token needed. */
export const translationHandlers = [
  http.get('*/api/traduction/:file', ({ params }) => {
    const match = /^([a-z]{2})\.json$/.exec(String(params.file));
    const content = match ? files[match[1] ?? ''] : undefined;
    if (!content) return HttpResponse.json({ message: 'Unknown language' }, { status: 404 });
    return HttpResponse.json(content);
  }),
];
