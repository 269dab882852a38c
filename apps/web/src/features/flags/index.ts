export { loadFlags, setFlagUser } from './growthbook';
export { useFlag } from './use-flag';
export { useFlagsStore } from './flags-store';
