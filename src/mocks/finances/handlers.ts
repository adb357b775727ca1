import { familyFinanceHandlers } from './families.ts';
import { paymentHandlers } from './payments.ts';
import { engagementHandlers } from './engagements.ts';
import { demoBankHandlers } from './demoBank.ts';
import { onlinePaymentHandlers } from './onlinePayments.ts';
import { paymentPlanHandlers } from './paymentPlans.ts';

export const financeHandlers = [
  ...familyFinanceHandlers,
  ...paymentHandlers,
  ...engagementHandlers,
  ...onlinePaymentHandlers,
  ...paymentPlanHandlers,
  ...demoBankHandlers,
];
