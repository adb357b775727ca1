import { http, HttpResponse } from 'msw';
import {
  canMoveRequest,
  isRequestState,
  REQUEST_LIMITS,
  requestNeedsReason,
  type RequestState,
} from '../../domain/requests.ts';
import { justifyFromRequest } from '../attendance/index.ts';
import { db } from '../core/db.ts';
import { addNotification, type DemoNotification } from '../notifications/index.ts';
import { localName, pushPhrase, pushWord } from '../../domain/pushRules.ts';
import type { DemoRequest } from './seed.ts';
import type { DemoData, DemoUser } from '../core/tables.ts';
import { authenticate, permissionError } from '../core/session.ts';
import { invalidRequest, jsonObject } from '../core/staffScope.ts';
import { validationError } from '../core/listing.ts';
import {
  findRequest,
  detailAnswer,
  text,
  nextEntryId,
  typeOf,
  notifyHandlers,
  error,
  handles,
} from './shared.ts';

/** The family's accounts of a request's child: who is told about a reply or a change of state. */
function familyUsers(data: DemoData, request: DemoRequest): DemoUser[] {
  return data.users.filter((user) => user.isParent && user.studentIds.includes(request.studentId));
}

/** Tells the child's family; `push` is what their devices show, in each device's language. */
export function notifyFamily(
  data: DemoData,
  request: DemoRequest,
  title: string,
  body: string,
  push?: DemoNotification['push'],
) {
  for (const user of familyUsers(data, request)) {
    addNotification(data, {
      userId: user.id,
      schoolbranchid: request.branchId,
      title,
      body,
      push,
      topic: 'request',
      studentId: request.studentId,
      link: '/gestion-demandes',
      tag: `request-${request.id}`,
    });
  }
}
export const requestThreadHandlers = [
  http.get('*/api/requests/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    return HttpResponse.json(detailAnswer(db.data, found.request, found.actor));
  }),
  http.post('*/api/requests/:id/replies', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    const body = await jsonObject(request);
    if (!body) return invalidRequest('JSON body expected');
    const message = text(body, 'text').replace(/\r\n?/g, '\n');
    const internal = body.internal === true;
    if (!message) return validationError({ text: 'REQUIRED' });
    if (message.length > REQUEST_LIMITS.textMax) return validationError({ text: 'TOO_LONG' });
    // Only the school writes internal notes.
    if (internal && actor !== 'staff') return permissionError();
    const now = new Date().toISOString();
    item.thread.push({
      id: nextEntryId(),
      kind: internal ? 'note' : 'reply',
      authorId: user.id,
      at: now,
      text: message,
      from: null,
      to: null,
      attachments: [],
    });
    item.updatedAt = now;
    const data = db.data;
    const type = typeOf(item);
    if (!internal && actor === 'staff') {
      notifyFamily(data, item, `Réponse à votre demande ${item.reference}`, message.slice(0, 200), {
        title: pushPhrase('requestReply', { reference: item.reference }),
      });
    } else if (actor === 'family' && type) {
      notifyHandlers(
        data,
        item,
        type,
        `Nouveau message sur la demande ${item.reference}`,
        message.slice(0, 200),
      );
    }
    db.changed();
    return HttpResponse.json(detailAnswer(data, item, actor), { status: 201 });
  }),
  http.post('*/api/requests/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    const body = await jsonObject(request);
    const to = body?.to;
    const rawReason = body?.reason;
    if (
      !isRequestState(to) ||
      (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string')
    ) {
      return error(422, 'to must be a state; reason must be text', 'INVALID_REQUEST');
    }
    if (!canMoveRequest(item.state, to, actor)) {
      return error(409, `A request cannot go from ${item.state} to ${to}`, 'TRANSITION_NOT_ALLOWED');
    }
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (requestNeedsReason(item.state, to) && !reason) {
      return error(422, 'A reason is required', 'REASON_REQUIRED');
    }
    if (reason.length > REQUEST_LIMITS.reasonMax) return error(422, 'Reason too long', 'REASON_TOO_LONG');
    const now = new Date().toISOString();
    const from = item.state;
    item.thread.push({
      id: nextEntryId(),
      kind: 'state',
      authorId: user.id,
      at: now,
      text: reason,
      from,
      to,
      attachments: [],
    });
    item.state = to;
    item.updatedAt = now;
    if (actor === 'staff' && item.assigneeId === null && to === 'in_progress') item.assigneeId = user.id;
    const data = db.data;
    const type = typeOf(item);
    // An accepted absence justification justifies the child's absences of its days (docs/api.md "Attendance").
    if (actor === 'staff' && to === 'resolved' && type?.kind === 'absence') {
      justifyFromRequest(data, item, type.name_fr);
    }
    if (actor === 'staff') {
      notifyFamily(
        data,
        item,
        `Demande ${item.reference} : ${STATE_FR[to]}`,
        reason || (type?.name_fr ?? ''),
        {
          title: pushPhrase('requestState', {
            reference: item.reference,
            state: pushWord('requestStates', to),
          }),
          // The office's reason is its own words; else the request's type in the device's language.
          body: reason || (type ? localName(type.name_fr, type.name_ar) : ''),
        },
      );
    } else if (type) {
      notifyHandlers(data, item, type, `Demande ${item.reference} : ${STATE_FR[to]}`, reason || type.name_fr);
    }
    db.changed();
    return HttpResponse.json(detailAnswer(data, item, actor));
  }),
  http.put('*/api/requests/:id/assignee', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const found = findRequest(user, params.id);
    if (found instanceof Response) return found;
    const { request: item, actor } = found;
    if (actor !== 'staff') return permissionError();
    const body = await jsonObject(request);
    const assigneeId = body?.assigneeId;
    const type = typeOf(item);
    if (assigneeId !== null) {
      const assignee = db.data.users.find((candidate) => candidate.id === assigneeId);
      if (!assignee || !type || !handles(assignee, type, item.branchId, item.yearId)) {
        return validationError({ assigneeId: 'INVALID_ASSIGNEE' });
      }
    }
    item.assigneeId = assigneeId as number | null;
    db.changed();
    return HttpResponse.json(detailAnswer(db.data, item, actor));
  }),
];

/** French state names for the notifications' titles (the demo's notifications are written in French). */
const STATE_FR: Record<RequestState, string> = {
  open: 'rouverte',
  in_progress: 'en cours de traitement',
  resolved: 'traitée',
  closed: 'clôturée',
  rejected: 'refusée',
};
