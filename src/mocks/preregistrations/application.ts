import { http, HttpResponse } from 'msw';
import { jsonObject } from '../core/staffScope.ts';
import {
  canTransition,
  isApplicationStatus,
  requiresEnrolment,
  requiresReason,
} from '../../domain/transitions.ts';
import { db } from '../core/db.ts';
import { authenticate } from '../core/session.ts';
import { findApplication, detailAnswer, seatsTaken, classAnswer, error, event } from './shared.ts';

const REASON_MAX = 500;
export const applicationHandlers = [
  http.get('*/api/applications/:id', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    return HttpResponse.json(detailAnswer(application, db.data));
  }),
  http.get('*/api/applications/:id/classes', ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const data = db.data;
    const seats = seatsTaken(data, application.branchId, application.yearId);
    const items = data.classes
      .filter(
        (cls) =>
          cls.branchId === application.branchId &&
          cls.yearId === application.yearId &&
          cls.levelId === application.levelId,
      )
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'))
      .map((cls) => classAnswer(cls, seats));
    return HttpResponse.json({ items });
  }),
  http.post('*/api/applications/:id/transitions', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const body = await jsonObject(request);
    const to = body?.to;
    const rawReason = body?.reason;
    if (
      !isApplicationStatus(to) ||
      (rawReason !== undefined && rawReason !== null && typeof rawReason !== 'string')
    ) {
      return error(422, 'to must be a status; reason must be text', 'INVALID_REQUEST');
    }
    if (!canTransition(application.status, to)) {
      return error(
        409,
        `An application cannot go from ${application.status} to ${to}`,
        'TRANSITION_NOT_ALLOWED',
      );
    }
    if (requiresEnrolment(to)) {
      return error(
        422,
        'Enrol the application in a class (POST applications/{id}/enrol)',
        'ENROLMENT_REQUIRED',
      );
    }
    const reason = typeof rawReason === 'string' ? rawReason.trim() : '';
    if (requiresReason(to) && reason === '') {
      return error(422, 'A reason is required to reject an application', 'REASON_REQUIRED');
    }
    if (reason.length > REASON_MAX) {
      return error(422, `The reason is limited to ${REASON_MAX} characters`, 'REASON_TOO_LONG');
    }
    application.status = to;
    application.history.push(event(user, to, reason || null));
    db.changed();
    return HttpResponse.json(detailAnswer(application, db.data));
  }),
  http.put('*/api/applications/:id/documents', async ({ request, params }) => {
    const user = authenticate(request);
    if (user instanceof Response) return user;
    const application = findApplication(user, params.id);
    if (application instanceof Response) return application;
    const body = await jsonObject(request);
    const documents = body?.documents;
    const valid =
      Array.isArray(documents) &&
      documents.every(
        (item: unknown) =>
          item !== null &&
          typeof item === 'object' &&
          typeof (item as { received?: unknown }).received === 'boolean' &&
          application.documents.some((document) => document.type === (item as { type?: unknown }).type),
      );
    if (!valid) {
      return error(
        422,
        'documents must list { type, received } for the application’s document types',
        'INVALID_DOCUMENTS',
      );
    }
    for (const item of documents as Array<{ type: string; received: boolean }>) {
      const document = application.documents.find((candidate) => candidate.type === item.type);
      if (document) document.received = item.received;
    }
    db.changed();
    return HttpResponse.json(detailAnswer(application, db.data));
  }),
];
