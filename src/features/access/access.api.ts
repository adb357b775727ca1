import * as z from 'zod/mini';
import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import {
  accessRoleSchema,
  accessRolesSchema,
  accountCreatedSchema,
  accountSchema,
  accountsSchema,
  auditSchema,
  yearCopiedSchema,
  type AccessRole,
  type Account,
  type AccountCreated,
  type AccountInput,
  type RoleInput,
  type YearCopied,
} from './access.schemas';

/**
 * Access management endpoints (docs/api.md "Access management"), always with the selected branch and year. Every
 * change invalidates `Access` (the page's lists) and `Dashboard`: what the changed users may open.
 */
export const accessApi = api.injectEndpoints({
  endpoints: (build) => ({
    accessRoles: build.query<{ items: AccessRole[] }, Scope>({
      query: ({ branch, year }) => ({
        url: 'access/roles',
        params: { branch, year },
        schema: accessRolesSchema,
      }),
      providesTags: ['Access'],
    }),
    saveRole: build.mutation<
      AccessRole,
      { scope: Scope; id: number | null; input: RoleInput; idempotencyKey?: string }
    >({
      query: ({ scope, id, input, idempotencyKey }) => ({
        url: id === null ? 'access/roles' : `access/roles/${id}`,
        method: id === null ? 'POST' : 'PUT',
        params: { branch: scope.branch, year: scope.year },
        data: input,
        idempotencyKey: id === null ? idempotencyKey : undefined,
        schema: accessRoleSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    deleteRole: build.mutation<unknown, { scope: Scope; id: number }>({
      query: ({ scope, id }) => ({
        url: `access/roles/${id}`,
        method: 'DELETE',
        params: { branch: scope.branch, year: scope.year },
        schema: z.unknown(),
      }),
      invalidatesTags: ['Access'],
    }),
    accessAccounts: build.query<{ items: Account[] }, Scope>({
      query: ({ branch, year }) => ({
        url: 'access/accounts',
        params: { branch, year },
        schema: accountsSchema,
      }),
      providesTags: ['Access'],
    }),
    createAccount: build.mutation<
      AccountCreated,
      { scope: Scope; input: AccountInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'access/accounts',
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: input,
        idempotencyKey,
        schema: accountCreatedSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    setAccountActive: build.mutation<Account, { scope: Scope; id: number; active: boolean }>({
      query: ({ scope, id, active }) => ({
        url: `access/accounts/${id}/transitions`,
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: { to: active ? 'active' : 'inactive' },
        schema: accountSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    assignRole: build.mutation<
      Account,
      { scope: Scope; userId: number; roleId: number; idempotencyKey?: string }
    >({
      query: ({ scope, userId, roleId, idempotencyKey }) => ({
        url: 'access/assignments',
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: { userId, roleId },
        idempotencyKey,
        schema: accountSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    unassignRole: build.mutation<Account, { scope: Scope; id: number }>({
      query: ({ scope, id }) => ({
        url: `access/assignments/${id}`,
        method: 'DELETE',
        params: { branch: scope.branch, year: scope.year },
        schema: accountSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    copyAccessYear: build.mutation<YearCopied, { scope: Scope; toYear: number; idempotencyKey?: string }>({
      query: ({ scope, toYear, idempotencyKey }) => ({
        url: 'access/copy-year',
        method: 'POST',
        params: { branch: scope.branch, year: scope.year },
        data: { toYear },
        idempotencyKey,
        schema: yearCopiedSchema,
      }),
      invalidatesTags: ['Access'],
    }),
    accessAudit: build.query<z.infer<typeof auditSchema>, Scope>({
      query: ({ branch, year }) => ({ url: 'access/audit', params: { branch, year }, schema: auditSchema }),
      providesTags: ['Access'],
    }),
  }),
});

export const {
  useAccessRolesQuery,
  useSaveRoleMutation,
  useDeleteRoleMutation,
  useAccessAccountsQuery,
  useCreateAccountMutation,
  useSetAccountActiveMutation,
  useAssignRoleMutation,
  useUnassignRoleMutation,
  useCopyAccessYearMutation,
  useAccessAuditQuery,
} = accessApi;
