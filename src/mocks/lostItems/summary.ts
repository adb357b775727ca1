import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { isDisposalDelay, isProposedForDisposal } from '../../domain/lostItems.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { listParam } from '../core/params.ts';
import { jsonObject, staffScopeOf } from '../core/staffScope.ts';
import {
  PERMISSION,
  disposalDays,
  tables,
  error,
  fieldErrors,
  parentChild,
  compareText,
  pageOf,
} from './shared.ts';

export const lostItemSummaryHandlers = [
  http.get('*/api/lost-items/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const today = todayIso();
    const days = disposalDays(scope.branch);
    const inScope = <T extends { branchId: number; yearId: number }>(record: T) =>
      record.branchId === scope.branch && record.yearId === scope.year;
    const items = tables().items.filter(inScope);
    return HttpResponse.json({
      unclaimed: items.filter((item) => item.status === 'found').length,
      proposedForDisposal: items.filter((item) => isProposedForDisposal(item, today, days)).length,
      pendingRequests: tables()
        .requests.filter(inScope)
        .filter((entry) => entry.status === 'pending').length,
      disposalDays: days,
    });
  }),
  http.get('*/api/lost-items/settings', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    return HttpResponse.json({ disposalDays: disposalDays(scope.branch) });
  }),
  http.put('*/api/lost-items/settings', async ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = staffScopeOf(user, request, PERMISSION);
    if (scope instanceof Response) return scope;
    const body = await jsonObject(request);
    if (!body) return error(400, 'JSON body expected', 'INVALID_REQUEST');
    if (!isDisposalDelay(body.disposalDays)) return fieldErrors({ disposalDays: 'INVALID_DISPOSAL_DELAY' });
    const settings = tables().settings;
    const current = settings.find((setting) => setting.branchId === scope.branch);
    if (current) current.disposalDays = body.disposalDays;
    else settings.push({ branchId: scope.branch, disposalDays: body.disposalDays });
    db.changed();
    return HttpResponse.json({ disposalDays: body.disposalDays });
  }),
  // A parent: the recent found items of the selected child's branch and year, still waiting for their owner.
  http.get('*/api/lost-items/recent', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const params = new URL(request.url).searchParams;
    const child = parentChild(user, params);
    if (child instanceof Response) return child;
    const { student, year } = child;
    const today = todayIso();
    const days = disposalDays(student.branchId);
    const category = listParam(params, 'category');
    const rows = tables()
      .items.filter(
        (item) =>
          item.branchId === student.branchId &&
          item.yearId === year &&
          item.status === 'found' &&
          !isProposedForDisposal(item, today, days) &&
          (!category || category.includes(item.category)),
      )
      .sort((a, b) => compareText(b.foundOn, a.foundOn) || b.id - a.id)
      .map((item) => ({
        id: item.id,
        category: item.category,
        description: item.description,
        place: item.place,
        foundOn: item.foundOn,
        hasPhoto: item.photo !== null,
      }));
    return HttpResponse.json(pageOf(params, rows));
  }),
];
