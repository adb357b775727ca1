import * as z from 'zod/mini';
import { printedIdentityFields } from '../../api/schemas';
import { pageShape } from '../../api/schemas';
import { REQUEST_FIELD_KINDS, REQUEST_STATES } from '../../domain/requests';

/** Answers of docs/api.md "Requests". */
export const requestStateSchema = z.enum(REQUEST_STATES);

export const requestFieldSchema = z.object({
  key: z.string(),
  label_fr: z.string(),
  label_ar: z.string(),
  kind: z.enum(REQUEST_FIELD_KINDS),
  required: z.boolean(),
  choices: z.array(z.string()),
});

export const TYPE_KINDS = ['certificate', 'meeting', 'absence', 'transport', 'other'] as const;

export const requestTypeSchema = z.object({
  id: z.number(),
  kind: z.enum(TYPE_KINDS),
  name_fr: z.string(),
  name_ar: z.string(),
  permission: z.string(),
  delayDays: z.number(),
  active: z.boolean(),
  fields: z.array(requestFieldSchema),
});

export const requestTypesSchema = z.object({
  items: z.array(requestTypeSchema),
  permissions: z.array(z.string()),
});

const attachmentSchema = z.object({
  path: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

export const requestRowSchema = z.object({
  id: z.number(),
  reference: z.string(),
  student: z.object({
    studentid: z.number(),
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
    className: z.nullable(z.string()),
  }),
  type: z.object({ id: z.number(), kind: z.string(), name_fr: z.string(), name_ar: z.string() }),
  state: requestStateSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  dueDate: z.string(),
  overdue: z.boolean(),
  assignee: z.nullable(z.object({ id: z.number(), name: z.string() })),
  replies: z.number(),
});

export const requestPageSchema = z.object({
  ...pageShape(requestRowSchema),
  counts: z.record(requestStateSchema, z.number()),
});

export const threadEntrySchema = z.object({
  id: z.number(),
  kind: z.enum(['reply', 'note', 'state', 'certificate']),
  authorRole: z.enum(['school', 'family']),
  author: z.nullable(z.string()),
  at: z.string(),
  text: z.string(),
  from: z.nullable(requestStateSchema),
  to: z.nullable(requestStateSchema),
  attachments: z.array(attachmentSchema),
});

export const requestDetailSchema = z.object({
  ...requestRowSchema.shape,
  branchId: z.number(),
  yearId: z.number(),
  answers: z.array(
    z.object({
      key: z.string(),
      label_fr: z.string(),
      label_ar: z.string(),
      kind: z.string(),
      value: z.string(),
    }),
  ),
  attachments: z.array(attachmentSchema),
  thread: z.array(threadEntrySchema),
  allowedTransitions: z.array(requestStateSchema),
  actor: z.enum(['staff', 'family']),
  assignees: z.array(z.object({ id: z.number(), name: z.string() })),
  canCertificate: z.boolean(),
  /** The day the school sent the certificate of schooling to the family; null until then. */
  certificateIssuedOn: z.nullable(z.string()),
});

export const requestSummarySchema = z.object({ open: z.number(), overdue: z.number() });

export const certificateSchema = z.object({
  reference: z.string(),
  /** Once sent: its number and verification code (docs/api.md "School documents"); absent before. */
  number: z.optional(z.string()),
  code: z.optional(z.string()),
  issuedOn: z.string(),
  school: z.object({
    name: z.string(),
    branch: z.string(),
    city: z.string(),
    address: z.string(),
    phone: z.string(),
    ...printedIdentityFields,
  }),
  student: z.object({
    firstname_fr: z.string(),
    lastname_fr: z.string(),
    firstname_ar: z.string(),
    lastname_ar: z.string(),
    birthDate: z.string(),
    gender: z.string(),
    massar: z.string(),
  }),
  level: z.string(),
  className: z.string(),
  year: z.string(),
  since: z.string(),
});

export type RequestState = z.infer<typeof requestStateSchema>;
export type RequestType = z.infer<typeof requestTypeSchema>;
export type RequestTypes = z.infer<typeof requestTypesSchema>;
export type RequestField = z.infer<typeof requestFieldSchema>;
export type RequestRow = z.infer<typeof requestRowSchema>;
export type RequestPage = z.infer<typeof requestPageSchema>;
export type RequestDetail = z.infer<typeof requestDetailSchema>;
export type ThreadEntry = z.infer<typeof threadEntrySchema>;
export type RequestSummary = z.infer<typeof requestSummarySchema>;
export type Certificate = z.infer<typeof certificateSchema>;
/** The list's arguments: branch and year (and, for a parent, the student), the filters, sort and page. */
export type RequestsQuery = { branch: number; year: number } & Record<string, string | number>;

/** The body of `POST/PUT request-types`. */
export type RequestTypeInput = Omit<RequestType, 'id'>;
