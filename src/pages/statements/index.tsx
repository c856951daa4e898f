// /financialReport/statements: the monthly statements (docs/statements.md); on a phone the next payment first.
import { NextPaymentCard } from '@/features/payments';
import StatementsPage from '@/features/statements/StatementsPage';

export default function Statements() {
  return <StatementsPage nextPayment={<NextPaymentCard withLink />} />;
}
