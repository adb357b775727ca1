import { keepToSend } from '../../lib/outbox';
import type { Scope } from '../../session/useScope';
import { newRequestFields, type NewRequestInput } from './requests.api';
import type { RequestType } from './requests.schemas';

/** Where a new request is sent (`POST requests`, docs/api.md "Requests"). */
const REQUESTS_ADDRESS = 'requests';

/**
 * A parent's request that could not leave the device (offline), kept in the outbox (lib/outbox.ts;
 * docs/architecture.md "Offline outbox") with the key of its first send, the same query and the same fields: its
 * resend is the same request, recorded once. Text only: a request with files is not kept.
 */
export function keepRequest(
  owner: string,
  scope: Scope,
  type: Pick<RequestType, 'id' | 'name_fr' | 'name_ar'>,
  input: Pick<NewRequestInput, 'studentId' | 'typeId' | 'text' | 'answers'>,
  idempotencyKey: string,
): void {
  keepToSend({
    idempotencyKey,
    owner,
    kind: 'request',
    url: REQUESTS_ADDRESS,
    params: { branch: scope.branch, year: scope.year },
    fields: newRequestFields(input),
    about: { studentId: input.studentId, typeId: type.id, name_fr: type.name_fr, name_ar: type.name_ar },
    text: input.text,
    invalidates: ['Request', 'Notification'],
  });
}
