import { familyFinanceHandlers } from './families.ts';
import { paymentHandlers } from './payments.ts';
import { engagementHandlers } from './engagements.ts';

export const financeHandlers = [...familyFinanceHandlers, ...paymentHandlers, ...engagementHandlers];
