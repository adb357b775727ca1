import { http, HttpResponse } from 'msw';
import ar from '../../i18n/locales/ar.json' with { type: 'json' };
import en from '../../i18n/locales/en.json' with { type: 'json' };
import fr from '../../i18n/locales/fr.json' with { type: 'json' };

const files: Record<string, unknown> = { fr, en, ar };

/** The remote locales service (spec §7): `GET /api/traduction/{lng}.json`, public, no token needed. */
export const translationHandlers = [
  http.get('*/api/traduction/:file', ({ params }) => {
    const match = /^([a-z]{2})\.json$/.exec(String(params.file));
    const content = match ? files[match[1] ?? ''] : undefined;
    if (!content) return HttpResponse.json({ message: 'Unknown language' }, { status: 404 });
    return HttpResponse.json(content);
  }),
];
