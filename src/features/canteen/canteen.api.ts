import { api } from '../../api/api';
import type { Course, Allergen, Origin, Unit } from '../../domain/canteen';
import type { Scope } from '../../session/useScope';
import {
  bulkApproveSchema,
  canteenRequestPageSchema,
  canteenRequestSchema,
  canteenSettingsSchema,
  canteenSummarySchema,
  childMenuSchema,
  childRequestsSchema,
  forecastSchema,
  ingredientPageSchema,
  ingredientSchema,
  mealDeletedSchema,
  mealPageSchema,
  mealSchema,
  movementsSchema,
  programSchema,
  purchasePageSchema,
  purchaseSchema,
  type CanteenQuery,
  type CanteenRequest,
  type CanteenRequestPage,
  type CanteenSummary,
  type ChildMenu,
  type ChildRequests,
  type Forecast,
  type Ingredient,
  type IngredientPage,
  type Meal,
  type MealPage,
  type Movements,
  type Program,
  type Purchase,
  type PurchasePage,
} from './canteen.schemas';

/** The body of `POST canteen/ingredients` and `PATCH canteen/ingredients/{id}` (the unit is set once). */
export interface IngredientInput {
  name_fr: string;
  name_ar: string;
  unit: Unit;
  minStock: number;
  allergens: Allergen[];
  origin: Origin;
}
export interface PurchaseInput {
  supplier: string;
  date: string;
  lines: Array<{ ingredientId: number; quantity: number; unitPrice: number }>;
}
export interface MealInput {
  name_fr: string;
  name_ar: string;
  course: Course;
  lines: Array<{ ingredientId: number; quantity: number }>;
}
export type ProgramDays = Array<Record<Course, number | null>>;
export interface CanteenRequestInput {
  kind: 'subscription' | 'meal';
  startDate: string;
  endDate?: string;
  days?: number[];
}
type Week = Scope & { week: string };
const CANTEEN = ['Canteen'] as const;

/** Canteen endpoints (docs/api.md "Canteen"), always with the selected branch and year. */
export const canteenApi = api.injectEndpoints({
  endpoints: (build) => ({
    ingredients: build.query<IngredientPage, CanteenQuery>({
      query: (params) => ({ url: 'canteen/ingredients', params, schema: ingredientPageSchema }),
      providesTags: CANTEEN,
    }),
    createIngredient: build.mutation<
      Ingredient,
      { scope: Scope; input: IngredientInput; idempotencyKey?: string }
    >({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'canteen/ingredients',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: ingredientSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    updateIngredient: build.mutation<
      Ingredient,
      { id: number; year: number; input: Partial<IngredientInput> }
    >({
      query: ({ id, year, input }) => ({
        url: `canteen/ingredients/${id}`,
        method: 'PATCH',
        params: { year },
        data: input,
        schema: ingredientSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    movements: build.query<Movements, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `canteen/ingredients/${id}/movements`,
        params: { year },
        schema: movementsSchema,
      }),
      providesTags: CANTEEN,
    }),
    correctStock: build.mutation<
      Ingredient,
      { id: number; year: number; quantity: number; reason: string; idempotencyKey?: string }
    >({
      query: ({ id, year, quantity, reason, idempotencyKey }) => ({
        url: `canteen/ingredients/${id}/corrections`,
        method: 'POST',
        params: { year },
        data: { quantity, reason },
        idempotencyKey,
        schema: ingredientSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    purchases: build.query<PurchasePage, CanteenQuery>({
      query: (params) => ({ url: 'canteen/purchases', params, schema: purchasePageSchema }),
      providesTags: CANTEEN,
    }),
    createPurchase: build.mutation<Purchase, { scope: Scope; input: PurchaseInput; idempotencyKey?: string }>(
      {
        query: ({ scope, input, idempotencyKey }) => ({
          url: 'canteen/purchases',
          method: 'POST',
          params: scope,
          data: input,
          idempotencyKey,
          schema: purchaseSchema,
        }),
        invalidatesTags: CANTEEN,
      },
    ),
    cancelPurchase: build.mutation<Purchase, number>({
      query: (id) => ({ url: `canteen/purchases/${id}/cancel`, method: 'POST', schema: purchaseSchema }),
      invalidatesTags: CANTEEN,
    }),
    meals: build.query<MealPage, CanteenQuery>({
      query: (params) => ({ url: 'canteen/meals', params, schema: mealPageSchema }),
      providesTags: CANTEEN,
    }),
    createMeal: build.mutation<Meal, { scope: Scope; input: MealInput; idempotencyKey?: string }>({
      query: ({ scope, input, idempotencyKey }) => ({
        url: 'canteen/meals',
        method: 'POST',
        params: scope,
        data: input,
        idempotencyKey,
        schema: mealSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    updateMeal: build.mutation<Meal, { id: number; year: number; input: Partial<MealInput> }>({
      query: ({ id, year, input }) => ({
        url: `canteen/meals/${id}`,
        method: 'PATCH',
        params: { year },
        data: input,
        schema: mealSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    deleteMeal: build.mutation<unknown, { id: number; year: number }>({
      query: ({ id, year }) => ({
        url: `canteen/meals/${id}`,
        method: 'DELETE',
        params: { year },
        schema: mealDeletedSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    program: build.query<Program, Week>({
      query: (params) => ({ url: 'canteen/programs', params, schema: programSchema }),
      providesTags: CANTEEN,
    }),
    saveProgram: build.mutation<Program, Week & { days: ProgramDays }>({
      query: ({ days, ...params }) => ({
        url: 'canteen/programs',
        method: 'PUT',
        params,
        data: { days },
        schema: programSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    /** `emptyDishes`: the confirmation of a week published incomplete (docs/api.md "Canteen"). */
    publishProgram: build.mutation<Program, Week & { emptyDishes?: number }>({
      query: ({ emptyDishes, ...params }) => ({
        url: 'canteen/programs/publish',
        method: 'POST',
        params,
        data: { emptyDishes: emptyDishes ?? 0 },
        schema: programSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    forecast: build.query<Forecast, Week>({
      query: (params) => ({ url: 'canteen/programs/forecast', params, schema: forecastSchema }),
      providesTags: CANTEEN,
    }),
    recordService: build.mutation<Program, Scope & { date: string }>({
      query: (params) => ({ url: 'canteen/programs/served', method: 'POST', params, schema: programSchema }),
      invalidatesTags: CANTEEN,
    }),
    canteenRequests: build.query<CanteenRequestPage, CanteenQuery>({
      query: (params) => ({ url: 'canteen/requests', params, schema: canteenRequestPageSchema }),
      providesTags: CANTEEN,
    }),
    approveCanteenRequest: build.mutation<CanteenRequest, number>({
      query: (id) => ({
        url: `canteen/requests/${id}/approve`,
        method: 'POST',
        schema: canteenRequestSchema,
      }),
      invalidatesTags: [...CANTEEN, 'Finance'],
    }),
    approveCanteenRequests: build.mutation<
      { approved: number[]; failed: Array<{ id: number; code: string }> },
      Scope & { ids: number[] }
    >({
      query: ({ ids, ...params }) => ({
        url: 'canteen/requests/approve',
        method: 'POST',
        params,
        data: { ids },
        schema: bulkApproveSchema,
      }),
      invalidatesTags: [...CANTEEN, 'Finance'],
    }),
    rejectCanteenRequest: build.mutation<CanteenRequest, { id: number; reason: string }>({
      query: ({ id, reason }) => ({
        url: `canteen/requests/${id}/reject`,
        method: 'POST',
        data: { reason },
        schema: canteenRequestSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    cancelCanteenRequest: build.mutation<CanteenRequest, { id: number; reason?: string }>({
      query: ({ id, reason }) => ({
        url: `canteen/requests/${id}/cancel`,
        method: 'POST',
        data: { reason: reason ?? '' },
        schema: canteenRequestSchema,
      }),
      invalidatesTags: [...CANTEEN, 'Finance'],
    }),
    canteenSettings: build.query<{ cutoff: { daysBefore: number; hour: number } }, Scope>({
      query: (params) => ({ url: 'canteen/settings', params, schema: canteenSettingsSchema }),
      providesTags: CANTEEN,
    }),
    saveCanteenSettings: build.mutation<
      { cutoff: { daysBefore: number; hour: number } },
      Scope & { cutoff: { daysBefore: number; hour: number } }
    >({
      query: ({ cutoff, ...params }) => ({
        url: 'canteen/settings',
        method: 'PUT',
        params,
        data: { cutoff },
        schema: canteenSettingsSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
    canteenSummary: build.query<CanteenSummary, Scope>({
      query: (params) => ({ url: 'canteen/summary', params, schema: canteenSummarySchema }),
      providesTags: CANTEEN,
    }),
    childMenu: build.query<ChildMenu, { student: number; year: number; week: string }>({
      query: ({ student, year, week }) => ({
        url: `canteen/students/${student}/menu`,
        params: { year, week },
        schema: childMenuSchema,
        // Readable offline by the parent (api/keptAnswers.ts).
        keep: true,
      }),
      providesTags: CANTEEN,
    }),
    childRequests: build.query<ChildRequests, { student: number; year: number }>({
      query: ({ student, year }) => ({
        url: `canteen/students/${student}/requests`,
        params: { year },
        schema: childRequestsSchema,
      }),
      providesTags: CANTEEN,
    }),
    requestCanteen: build.mutation<
      CanteenRequest,
      { student: number; year: number; input: CanteenRequestInput; idempotencyKey?: string }
    >({
      query: ({ student, year, input, idempotencyKey }) => ({
        url: `canteen/students/${student}/requests`,
        method: 'POST',
        params: { year },
        data: input,
        idempotencyKey,
        schema: canteenRequestSchema,
      }),
      invalidatesTags: CANTEEN,
    }),
  }),
});

export const {
  useCreateIngredientMutation,
  useUpdateIngredientMutation,
  useMovementsQuery,
  useCorrectStockMutation,
  useCreatePurchaseMutation,
  useCancelPurchaseMutation,
  useCreateMealMutation,
  useUpdateMealMutation,
  useDeleteMealMutation,
  useProgramQuery,
  useLazyProgramQuery,
  useSaveProgramMutation,
  usePublishProgramMutation,
  useForecastQuery,
  useRecordServiceMutation,
  useApproveCanteenRequestMutation,
  useApproveCanteenRequestsMutation,
  useRejectCanteenRequestMutation,
  useCancelCanteenRequestMutation,
  useCanteenSettingsQuery,
  useSaveCanteenSettingsMutation,
  useCanteenSummaryQuery,
  useChildMenuQuery,
  useChildRequestsQuery,
  useRequestCanteenMutation,
} = canteenApi;
