import { http, HttpResponse } from 'msw';
import { isNewsAudience } from '../../domain/news.ts';
import { db } from '../core/db.ts';
import type { DemoNewsSettings } from './seed.ts';
import { foldText } from '../core/text.ts';
import { authenticate } from '../core/session.ts';
import { invalidRequest, jsonObject, staffScopeOf } from '../core/staffScope.ts';
import {
  NEWS_PERMISSION,
  NEWS_SETTINGS_PERMISSION,
  newsSettingsOf,
  mayPublish,
  NEWS_LIMITS,
  validationFailed,
} from './shared.ts';

export const newsSettingsHandlers = [
  http.get('*/api/news/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, [NEWS_PERMISSION, NEWS_SETTINGS_PERMISSION]);
    if (scope instanceof Response) return scope;
    const { branchId: _b, yearId: _y, ...settings } = newsSettingsOf(db.data, scope.branch, scope.year);
    return HttpResponse.json({
      ...settings,
      canPublish: mayPublish(db.data, user, scope.branch, scope.year),
    });
  }),
  http.put('*/api/news/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, NEWS_SETTINGS_PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON object expected');
    const settings = newsSettingsOf(db.data, scope.branch, scope.year);
    const errors: Record<string, string> = {};
    const raw = Array.isArray(body.categories) ? (body.categories as unknown[]) : null;
    if (!raw) errors.categories = 'REQUIRED';
    else if (raw.length > NEWS_LIMITS.categories) errors.categories = 'NEWS_TOO_MANY_CATEGORIES';
    const names = new Set<string>();
    const categories = (raw ?? []).map((item, index) => {
      const entry = (item && typeof item === 'object' ? item : {}) as Record<string, unknown>;
      const name = typeof entry.name === 'string' ? entry.name.trim() : '';
      const colour = typeof entry.colour === 'string' ? entry.colour.toLowerCase() : '';
      if (!name) errors[`categories.${index}.name`] = 'REQUIRED';
      else if (name.length > NEWS_LIMITS.categoryName) errors[`categories.${index}.name`] = 'TOO_LONG';
      else if (names.has(foldText(name))) errors[`categories.${index}.name`] = 'NEWS_DUPLICATE_CATEGORY';
      names.add(foldText(name));
      if (!/^#[0-9a-f]{6}$/.test(colour)) errors[`categories.${index}.colour`] = 'NEWS_INVALID_COLOUR';
      const id = Number.isInteger(entry.id) && (entry.id as number) > 0 ? (entry.id as number) : null;
      return { id, name, colour };
    });
    if (!isNewsAudience(body.defaultAudience)) errors.defaultAudience = 'NEWS_INVALID_AUDIENCE';
    if (body.publishers !== 'staff' && body.publishers !== 'managers') errors.publishers = 'INVALID_REQUEST';
    if (Object.keys(errors).length) return validationFailed(errors);
    let next = settings.categories.reduce((max, category) => Math.max(max, category.id), 0);
    settings.categories = categories.map((category) => ({
      ...category,
      id:
        category.id !== null && settings.categories.some((known) => known.id === category.id)
          ? category.id
          : (next += 1),
    }));
    settings.defaultAudience = body.defaultAudience as DemoNewsSettings['defaultAudience'];
    settings.publishers = body.publishers as DemoNewsSettings['publishers'];
    db.changed();
    const { branchId: _b, yearId: _y, ...answer } = settings;
    return HttpResponse.json({ ...answer, canPublish: mayPublish(db.data, user, scope.branch, scope.year) });
  }),
];
