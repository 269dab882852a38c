export { PaymentScreen } from './components/payment-screen';
export { PaymentByRequisites } from './components/payment-by-requisites';
export { PaymentSuccess } from './components/payment-success';
export { CustomerInfoForm } from './components/customer-info-form';
export { describePayError } from './model/pay-errors';
export { StudentRefunds } from './components/student-refunds';
