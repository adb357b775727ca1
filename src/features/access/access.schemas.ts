import * as z from 'zod/mini';

/** Access management answers (docs/api.md "Access management"). */

export const accessRoleSchema = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  name_ar: z.string(),
  admin: z.boolean(),
  permissions: z.array(z.string()),
  holders: z.number(),
});
export type AccessRole = z.infer<typeof accessRoleSchema>;
export const accessRolesSchema = z.object({ items: z.array(accessRoleSchema) });

export const accountSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  firstname_ar: z.string(),
  lastname_ar: z.string(),
  active: z.boolean(),
  /** The roles the account holds in the selected branch and year. */
  assignments: z.array(z.object({ id: z.number(), roleId: z.number(), role: z.string() })),
});
export type Account = z.infer<typeof accountSchema>;
export const accountsSchema = z.object({ items: z.array(accountSchema) });

/** The new account and its one-time password: shown once, never stored. */
export const accountCreatedSchema = z.object({ account: accountSchema, oneTimePassword: z.string() });
export type AccountCreated = z.infer<typeof accountCreatedSchema>;

export const auditEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  actorId: z.number(),
  actorName: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditSchema = z.object({ items: z.array(auditEntrySchema) });

export const yearCopiedSchema = z.object({ roles: z.number(), assignments: z.number() });
export type YearCopied = z.infer<typeof yearCopiedSchema>;

export interface RoleInput {
  name: string;
  name_ar: string;
  permissions: string[];
}

export interface AccountInput {
  firstname: string;
  lastname: string;
  firstname_ar: string;
  lastname_ar: string;
  email: string;
  roleId: number | null;
}
