import { notifyInfo, notifySuccess } from '../../../shared/lib/notify';

/** An informational or success toast of the cart. */
export function toast(message: string, color: 'teal' | 'blue' = 'teal'): void {
  if (color === 'blue') notifyInfo(message);
  else notifySuccess(message);
}
