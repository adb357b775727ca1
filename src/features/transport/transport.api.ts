import { api } from '../../api/api';
import type { Scope } from '../../session/useScope';
import type { Direction } from '../../domain/transport';
import {
  assignmentAnswerSchema,
  unassignSchema,
  candidatesSchema,
  carPageSchema,
  carSchema,
  driverPageSchema,
  driverSchema,
  expensePageSchema,
  expenseSchema,
  expenseSummarySchema,
  lineDetailSchema,
  linePageSchema,
  studentRideSchema,
  transportSummarySchema,
  type Car,
  type CarInput,
  type CarPage,
  type Driver,
  type DriverInput,
  type DriverPage,
  type Expense,
  type ExpenseInput,
  type ExpensePage,
  type ExpenseSummary,
  type LineDetail,
  type LinePage,
  type StudentRide,
  type TransportQuery,
  type TransportSummary,
} from './transport.schemas';

type StopInput = { id: number | null; name: string; place: string; morning: string; evening: string };
/** The body of `POST transport/lines` and `PATCH transport/lines/{id}` (docs/api.md "Transport"). */
export interface LineInput {
  name: string;
  carId: number;
  driverId: number;
  monthlyFee: number;
  stops: StopInput[];
}

/** Transport endpoints (docs/api.md "Transport"), always with the selected branch and year. */
export const transportApi = api.injectEndpoints({
  endpoints: (build) => ({
    cars: build.query<CarPage, TransportQuery>({
      query: (params) => ({ url: 'transport/cars', params, schema: carPageSchema }),
      providesTags: ['Transport'],
    }),
    createCar: build.mutation<Car, { scope: Scope; input: CarInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'transport/cars',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: carSchema,
      }),
      invalidatesTags: ['Transport'],
    }),
    drivers: build.query<DriverPage, TransportQuery>({
      query: (params) => ({ url: 'transport/drivers', params, schema: driverPageSchema }),
      providesTags: ['Transport'],
    }),
    createDriver: build.mutation<Driver, { scope: Scope; input: DriverInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'transport/drivers',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: driverSchema,
      }),
      invalidatesTags: ['Transport'],
    }),
    lines: build.query<LinePage, TransportQuery>({
      query: (params) => ({ url: 'transport/lines', params, schema: linePageSchema }),
      providesTags: ['Transport'],
    }),
    line: build.query<LineDetail, number>({
      query: (id) => ({ url: `transport/lines/${id}`, schema: lineDetailSchema }),
      providesTags: ['Transport'],
    }),
    createLine: build.mutation<LineDetail, { scope: Scope; input: LineInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'transport/lines',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: lineDetailSchema,
      }),
      invalidatesTags: ['Transport'],
    }),
    updateLine: build.mutation<LineDetail, { id: number; input: Partial<LineInput> }>({
      query: ({ id, input }) => ({
        url: `transport/lines/${id}`,
        method: 'PATCH',
        data: input,
        schema: lineDetailSchema,
      }),
      invalidatesTags: ['Transport'],
    }),
    saveStops: build.mutation<LineDetail, { id: number; stops: StopInput[] }>({
      query: ({ id, stops }) => ({
        url: `transport/lines/${id}/stops`,
        method: 'PUT',
        data: { stops },
        schema: lineDetailSchema,
      }),
      invalidatesTags: ['Transport'],
    }),
    candidates: build.query<
      { items: Array<{ studentId: number; name: string; name_ar: string }> },
      { id: number; q: string }
    >({
      query: ({ id, q }) => ({
        url: `transport/lines/${id}/candidates`,
        params: { q },
        schema: candidatesSchema,
      }),
      keepUnusedDataFor: 0,
    }),
    assign: build.mutation<
      unknown,
      { id: number; studentId: number; stopId: number; direction: Direction; idempotencyKey?: string }
    >({
      query: ({ id, idempotencyKey, ...body }) => ({
        url: `transport/lines/${id}/assignments`,
        method: 'POST',
        data: body,
        idempotencyKey,
        schema: assignmentAnswerSchema,
      }),
      invalidatesTags: ['Transport', 'Finance'],
    }),
    unassign: build.mutation<unknown, number>({
      query: (id) => ({ url: `transport/assignments/${id}`, method: 'DELETE', schema: unassignSchema }),
      invalidatesTags: ['Transport', 'Finance'],
    }),
    expenses: build.query<ExpensePage, TransportQuery>({
      query: (params) => ({ url: 'transport/expenses', params, schema: expensePageSchema }),
      providesTags: ['Transport'],
    }),
    expenseSummary: build.query<ExpenseSummary, TransportQuery>({
      query: (params) => ({ url: 'transport/expenses/summary', params, schema: expenseSummarySchema }),
      providesTags: ['Transport'],
    }),
    createExpense: build.mutation<Expense, { scope: Scope; input: ExpenseInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => {
        const form = new FormData();
        form.append('carId', input.carId);
        form.append('type', input.type);
        form.append('amount', String(input.amount));
        form.append('date', input.date);
        form.append('note', input.note);
        if (input.receipt) form.append('receipt', input.receipt, input.receipt.name);
        return {
          url: 'transport/expenses',
          method: 'POST',
          params: scope,
          data: form,
          idempotencyKey,
          schema: expenseSchema,
          client: 'transfer',
        };
      },
      invalidatesTags: ['Transport'],
    }),
    transportSummary: build.query<TransportSummary, Scope>({
      query: (params) => ({ url: 'transport/summary', params, schema: transportSummarySchema }),
      providesTags: ['Transport'],
    }),
    studentRide: build.query<StudentRide, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `transport/students/${student}`,
        params: { year },
        schema: studentRideSchema,
        // Readable offline by the parent (api/keptAnswers.ts).
        keep: true,
      }),
      providesTags: ['Transport'],
    }),
  }),
});

export const {
  useCreateCarMutation,
  useCreateDriverMutation,
  useLineQuery,
  useCreateLineMutation,
  useUpdateLineMutation,
  useSaveStopsMutation,
  useCandidatesQuery,
  useAssignMutation,
  useUnassignMutation,
  useExpenseSummaryQuery,
  useCreateExpenseMutation,
  useTransportSummaryQuery,
  useStudentRideQuery,
} = transportApi;
