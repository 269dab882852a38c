export { SubscriptionList } from './components/subscription-list';
export { SubscriptionChange } from './components/subscription-change';
