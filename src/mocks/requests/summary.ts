import { http, HttpResponse } from 'msw';
import { todayIso } from '../../domain/dates.ts';
import { isPendingRequest, isRequestOverdue } from '../../domain/requests.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { staffHolds } from '../core/staffScope.ts';
import { scopeOf, REQUEST_PERMISSION, tables, typeOf, actorFor } from './shared.ts';

export const requestSummaryHandlers = [
  http.get('*/api/requests/summary', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const scope = scopeOf(request);
    if (scope instanceof Response) return scope;
    const { branch, year } = scope;
    if (!staffHolds(user, REQUEST_PERMISSION, branch, year)) return permissionError();
    const today = todayIso();
    let open = 0;
    let overdue = 0;
    for (const item of tables().items) {
      const type = typeOf(item);
      if (
        item.branchId !== branch ||
        item.yearId !== year ||
        !type ||
        !staffHolds(user, type.permission, branch, year)
      )
        continue;
      if (!isPendingRequest(item.state)) continue;
      open += 1;
      if (
        isRequestOverdue({ state: item.state, createdAt: item.createdAt, delayDays: type.delayDays }, today)
      )
        overdue += 1;
    }
    return HttpResponse.json({ open, overdue });
  }),
  http.get('*/api/requests/files', ({ request }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const path = new URL(request.url).searchParams.get('path') ?? '';
    const owner = tables().items.find(
      (item) =>
        item.attachments.some((a) => a.path === path) ||
        item.thread.some((entry) => entry.attachments.some((a) => a.path === path)),
    );
    const attachment = owner
      ? [...owner.attachments, ...owner.thread.flatMap((entry) => entry.attachments)].find(
          (a) => a.path === path,
        )
      : undefined;
    const data = tables().files[path];
    if (!owner || !attachment || data === undefined || !actorFor(user, owner)) {
      return HttpResponse.json({ message: 'File not found' }, { status: 404 });
    }
    const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
    return new HttpResponse(bytes, {
      headers: {
        'Content-Type': attachment.mimeType,
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(attachment.name)}`,
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }),
];
